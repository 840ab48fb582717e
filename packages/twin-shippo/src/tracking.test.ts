// Contract tests: tracking through the real shippo SDK, with a controllable clock.
import { describe, expect, it } from 'vitest';
import { parcel, useHarness } from './testing/harness';

let now = new Date('2026-03-02T15:00:00.000Z'); // a Monday
const h = useHarness({ now: () => now }, 'shippo_test_tracking');

const from = { name: 'S', street1: '215 Clayton St', city: 'San Francisco', state: 'CA', zip: '94117', country: 'US' };
const to = { name: 'B', street1: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118', country: 'US' };

describe('tracking', () => {
  it('moves a bought label from PRE_TRANSIT to TRANSIT (next day) to DELIVERED (at the ETA)', async () => {
    now = new Date('2026-03-02T15:00:00.000Z');
    const s = await h.shippo.shipments.create({ addressFrom: from, addressTo: to, parcels: [parcel] });
    const rate = s.rates.find((r) => r.servicelevel.token === 'usps_priority')!;
    const t = await h.shippo.transactions.create({ rate: rate.objectId });
    expect(t.trackingStatus).toBe('PRE_TRANSIT');
    expect(t.eta).toBe('2026-03-05T15:00:00.000Z'); // 3 business days
    const track = () => h.shippo.trackingStatus.get(t.trackingNumber!, 'usps');

    let status = await track();
    expect(status.trackingStatus?.status).toBe('PRE_TRANSIT');
    expect(status.addressFrom).toMatchObject({ city: 'San Francisco', state: 'CA' });
    expect(status.servicelevel?.token).toBe('usps_priority');

    now = new Date('2026-03-03T16:00:00.000Z');
    status = await track();
    expect(status.trackingHistory.map((e) => e.status)).toEqual(['PRE_TRANSIT', 'TRANSIT']);
    expect((await h.shippo.transactions.get(t.objectId!)).trackingStatus).toBe('TRANSIT');

    now = new Date('2026-03-05T15:00:00.000Z');
    status = await track();
    expect(status.trackingStatus?.status).toBe('DELIVERED');
    expect(status.trackingStatus?.location).toMatchObject({ city: 'New York' });
    expect((await h.shippo.transactions.list({})).results?.[0]?.trackingStatus).toBe('DELIVERED');
    const page = await (await fetch(t.trackingUrlProvider!)).text();
    expect(page).toContain('<strong>DELIVERED</strong>');
  });

  it("answers Shippo's test tracking numbers for the carrier 'shippo'", async () => {
    for (const code of ['PRE_TRANSIT', 'TRANSIT', 'DELIVERED', 'RETURNED', 'FAILURE', 'UNKNOWN'] as const) {
      const status = await h.shippo.trackingStatus.get(`SHIPPO_${code}`, 'shippo');
      expect(status.trackingStatus?.status).toBe(code);
    }
  });

  it('answers 404 for an unknown tracking number or the wrong carrier', async () => {
    await expect(h.shippo.trackingStatus.get('9400000000000000000000', 'usps')).rejects.toMatchObject({ statusCode: 404 });
    const s = await h.shippo.shipments.create({ addressFrom: from, addressTo: to, parcels: [parcel] });
    const t = await h.shippo.transactions.create({ rate: s.rates.find((r) => r.provider === 'UPS')!.objectId });
    await expect(h.shippo.trackingStatus.get(t.trackingNumber!, 'usps')).rejects.toMatchObject({ statusCode: 404 });
    expect((await h.shippo.trackingStatus.get(t.trackingNumber!, 'ups')).carrier).toBe('ups');
  });
});
