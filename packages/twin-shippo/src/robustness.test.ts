// Malformed bodies never crash the twin: answers are 201 or a 4xx in Shippo's JSON error format.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningTwin, startShippoTwin } from './server';

let twin: RunningTwin;

beforeAll(async () => {
  twin = await startShippoTwin({ dbPath: ':memory:', port: 0 });
});
afterAll(() => twin.close());

const leaf = fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), fc.constant(null), fc.constantFrom('US', '94117', 'lb', 'in', '2', 'CA'));
const address = fc.record(
  { street1: leaf, city: leaf, state: leaf, zip: leaf, country: leaf, validate: leaf, is_residential: leaf },
  { requiredKeys: [] },
);
const parcel = fc.record({ length: leaf, width: leaf, height: leaf, distance_unit: leaf, weight: leaf, mass_unit: leaf, template: leaf }, { requiredKeys: [] });
const body = fc.oneof(
  address,
  fc.record({ address_from: fc.oneof(address, leaf), address_to: fc.oneof(address, leaf), parcels: fc.oneof(fc.array(fc.oneof(parcel, leaf), { maxLength: 2 }), leaf), carrier_accounts: fc.oneof(fc.array(leaf, { maxLength: 2 }), leaf) }, { requiredKeys: [] }),
  fc.record({ rate: leaf, label_file_type: leaf, shipment: fc.oneof(leaf, fc.record({ address_from: address, address_to: address, parcels: fc.array(parcel, { maxLength: 1 }) })), carrier_account: leaf, servicelevel_token: leaf }, { requiredKeys: [] }),
  fc.jsonValue(),
);

describe('robustness', () => {
  it('answers a malformed percent-encoded path with 400', async () => {
    const res = await fetch(`${twin.url}/addresses/%E0%A4%A`, { headers: { authorization: 'ShippoToken shippo_test_x' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'Malformed URL.' });
  });

  it('answers generated bodies on every create endpoint without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/addresses', '/shipments', '/transactions'), body, async (path, payload) => {
        const res = await fetch(`${twin.url}${path}`, {
          method: 'POST',
          headers: { authorization: 'ShippoToken shippo_test_fuzz', 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        });
        expect(res.status === 201 || (res.status >= 400 && res.status < 500)).toBe(true);
        expect(typeof (await res.json())).toBe('object');
      }),
      { numRuns: 200 },
    );
  });
});
