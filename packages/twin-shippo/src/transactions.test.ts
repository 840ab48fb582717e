// Contract tests: the real shippo SDK against the twin (shipments, rates, label transactions).
import { describe, expect, it } from 'vitest';
import { failure, newYork as to, parcel, sanFrancisco as from, useHarness } from './testing/harness';

const h = useHarness();

describe('shipments and rates', () => {
  it('returns the four domestic services with complete rate fields', async () => {
    const s = await h.shippo.shipments.create({ addressFrom: from, addressTo: to, parcels: [parcel], async: false });
    expect(s.status).toBe('SUCCESS');
    expect(s.rates.map((r) => r.servicelevel.token).sort()).toEqual(['ups_ground', 'ups_next_day_air_saver', 'usps_ground_advantage', 'usps_priority']);
    for (const r of s.rates) {
      expect(r.amount).toMatch(/^\d+\.\d{2}$/);
      expect(r.currency).toBe('USD');
      expect(r.shipment).toBe(s.objectId);
      expect(r.durationTerms).toBeTruthy();
      expect(r.estimatedDays).toBeGreaterThan(0);
      expect(['USPS', 'UPS']).toContain(r.provider);
      expect(r.providerImage200?.startsWith(h.twin.url)).toBe(true);
      const img = await fetch(r.providerImage200!);
      expect(img.headers.get('content-type')).toBe('image/svg+xml');
      expect(await img.text()).toContain(`>${r.provider}</text>`);
    }
    const saver = s.rates.find((r) => r.servicelevel.token === 'ups_next_day_air_saver');
    expect(saver?.servicelevel.name).toBe('Next Day Air Saver®');
    expect(saver?.attributes).toContain('FASTEST');
  });

  it('prices by weight and distance', async () => {
    const amount = async (zip: string, state: string, weight: string): Promise<number> => {
      const s = await h.shippo.shipments.create({ addressFrom: from, addressTo: { ...to, zip, state, city: 'X' }, parcels: [{ ...parcel, weight }] });
      return Number(s.rates.find((r) => r.servicelevel.token === 'ups_ground')?.amount);
    };
    const nearLight = await amount('94118', 'CA', '1');
    expect(await amount('94118', 'CA', '5')).toBeGreaterThan(nearLight);
    expect(await amount('10118', 'NY', '1')).toBeGreaterThan(nearLight);
  });

  it('gives international services for a non-US destination', async () => {
    const s = await h.shippo.shipments.create({
      addressFrom: from, addressTo: { name: 'M', street1: '100 Queen St W', city: 'Toronto', state: 'ON', zip: 'M5H 2N2', country: 'CA' }, parcels: [parcel],
    });
    expect(s.rates.map((r) => r.servicelevel.token)).toEqual(['usps_priority_mail_international', 'usps_priority_mail_express_international', 'ups_saver']);
  });

  it('returns no rates and carrier messages for an unrateable address', async () => {
    const s = await h.shippo.shipments.create({ addressFrom: from, addressTo: { ...to, zip: '1234' }, parcels: [parcel] });
    expect(s.rates).toEqual([]);
    expect(s.messages.length).toBeGreaterThan(0);
    expect(s.messages[0]?.text).toContain('address_to');
  });

  it('accepts address ids, filters by carrier account, and lists/gets rates', async () => {
    const a = await h.shippo.addresses.create(from);
    const first = await h.shippo.shipments.create({ addressFrom: a.objectId!, addressTo: to, parcels: [parcel] });
    const usps = first.rates.find((r) => r.provider === 'USPS')!.carrierAccount;
    const s = await h.shippo.shipments.create({ addressFrom: a.objectId!, addressTo: to, parcels: [parcel], carrierAccounts: [usps] });
    expect(s.addressFrom.objectId).toBe(a.objectId);
    expect(new Set(s.rates.map((r) => r.provider))).toEqual(new Set(['USPS']));
    const listed = await h.shippo.rates.listShipmentRates(s.objectId);
    expect(listed.results?.map((r) => r.objectId)).toEqual(s.rates.map((r) => r.objectId));
    const one = await h.shippo.rates.get(s.rates[0]!.objectId);
    expect(one.amount).toBe(s.rates[0]!.amount);
    expect((await h.shippo.shipments.get(s.objectId)).rates).toHaveLength(2);
  });

  it('rejects an unknown address id and a bad parcel with 400', async () => {
    const e = await failure(h.shippo.shipments.create({ addressFrom: 'nope', addressTo: to, parcels: [parcel] }));
    expect(e.statusCode).toBe(400);
    expect(JSON.parse(e.body)).toEqual({ address_from: ['Address with object_id nope does not exist.'] });
    const e2 = await failure(h.shippo.shipments.create({ addressFrom: from, addressTo: to, parcels: [{ ...parcel, weight: '-1' }] }));
    expect(e2.statusCode).toBe(400);
  });
});

describe('label transactions', () => {
  it('buys a label: SUCCESS, tracking number, downloadable PDF and tracking page', async () => {
    const s = await h.shippo.shipments.create({ addressFrom: from, addressTo: to, parcels: [parcel] });
    const rate = s.rates.find((r) => r.servicelevel.token === 'ups_ground')!;
    const t = await h.shippo.transactions.create({ rate: rate.objectId, labelFileType: 'PDF', async: false });
    expect(t.status).toBe('SUCCESS');
    expect(t.objectState).toBe('VALID');
    expect(t.rate).toBe(rate.objectId);
    expect(t.trackingNumber).toMatch(/^1Z[0-9A-Z]{16}$/);
    const pdf = await fetch(t.labelUrl!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(bytes.startsWith('%PDF-')).toBe(true);
    expect(bytes).toContain(t.trackingNumber!);
    const page = await fetch(t.trackingUrlProvider!);
    expect(await page.text()).toContain(t.trackingNumber!);
    expect((await h.shippo.transactions.get(t.objectId!)).trackingNumber).toBe(t.trackingNumber);
    const list = await h.shippo.transactions.list({});
    expect(list.results?.[0]?.objectId).toBe(t.objectId);
  });

  it('gives USPS 22-digit tracking numbers', async () => {
    const s = await h.shippo.shipments.create({ addressFrom: from, addressTo: to, parcels: [parcel] });
    const t = await h.shippo.transactions.create({ rate: s.rates.find((r) => r.servicelevel.token === 'usps_priority')!.objectId });
    expect(t.trackingNumber).toMatch(/^9400\d{18}$/);
  });

  it('fails the purchase (201, status ERROR) for an address the carrier cannot find', async () => {
    const s = await h.shippo.shipments.create({ addressFrom: from, addressTo: { ...to, street1: '1 Invalid Way' }, parcels: [parcel] });
    expect(s.rates.length).toBe(4);
    const t = await h.shippo.transactions.create({ rate: s.rates[0]!.objectId });
    expect(t.status).toBe('ERROR');
    expect(t.objectState).toBe('INVALID');
    expect(t.messages?.[0]?.code).toBe('verification_error');
    expect(t.labelUrl).toBe('');
  });

  it('buys in one call from a shipment and service level (instant transaction)', async () => {
    const probe = await h.shippo.shipments.create({ addressFrom: from, addressTo: to, parcels: [parcel] });
    const usps = probe.rates.find((r) => r.provider === 'USPS')!.carrierAccount;
    const t = await h.shippo.transactions.create({
      shipment: { addressFrom: from, addressTo: to, parcels: [parcel] }, carrierAccount: usps, servicelevelToken: 'usps_ground_advantage',
    });
    expect(t.status).toBe('SUCCESS');
    const rate = await h.shippo.rates.get(t.rate as string);
    expect(rate.servicelevel.token).toBe('usps_ground_advantage');
  });

  it('rejects an unknown rate with 400 and an unknown transaction with 404', async () => {
    const e = await failure(h.shippo.transactions.create({ rate: 'missing' }));
    expect(e.statusCode).toBe(400);
    expect(JSON.parse(e.body)).toEqual({ rate: ['Rate with object_id missing does not exist.'] });
    expect((await failure(h.shippo.transactions.get('missing'))).statusCode).toBe(404);
    expect((await fetch(`${h.twin.url}/labels/missing.pdf`)).status).toBe(404);
  });
});
