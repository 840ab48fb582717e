// Contract tests: label refunds through the real shippo SDK against the twin.
import { describe, expect, it } from 'vitest';
import { failure, newYork as to, parcel, sanFrancisco as from, useHarness } from './testing/harness';

const h = useHarness();

async function boughtLabel(): Promise<string> {
  const shipment = await h.shippo.shipments.create({ addressFrom: from, addressTo: to, parcels: [parcel], async: false });
  const label = await h.shippo.transactions.create({ rate: shipment.rates[0]!.objectId, labelFileType: 'PDF_4x6', async: false });
  expect(label.status).toBe('SUCCESS');
  return label.objectId!;
}

describe('label refunds', () => {
  it('refunds a test label at once: the refund succeeds and the label reads REFUNDED', async () => {
    const labelId = await boughtLabel();
    const refund = await h.shippo.refunds.create({ transaction: labelId, async: false });
    expect(refund).toMatchObject({ status: 'SUCCESS', transaction: labelId, test: true });
    expect((await h.shippo.refunds.get(refund.objectId!)).transaction).toBe(labelId);
    expect((await h.shippo.transactions.get(labelId)).status).toBe('REFUNDED');
    expect((await h.shippo.refunds.list({})).results?.map((r) => r.objectId)).toContain(refund.objectId);
  });

  it('refuses a second refund of a label, a missing transaction and an unknown one (400 naming the field)', async () => {
    const labelId = await boughtLabel();
    await h.shippo.refunds.create({ transaction: labelId });
    for (const transaction of [labelId, '', 'f0000000000000000000000000000000']) {
      const error = await failure(h.shippo.refunds.create({ transaction }));
      expect(error.statusCode).toBe(400);
      expect(error.body).toContain('transaction');
    }
  });

  it('refunds a label once when two refunds are asked for at the same time', async () => {
    const labelId = await boughtLabel();
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => h.shippo.refunds.create({ transaction: labelId })));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
  });
});
