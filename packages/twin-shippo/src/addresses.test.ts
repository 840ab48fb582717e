// Contract tests: the real shippo SDK against the twin (addresses).
import { describe, expect, it } from 'vitest';
import { failure, newYork as valid, useHarness } from './testing/harness';

const h = useHarness();

describe('addresses', () => {
  it('creates without validation: 201, empty validation results, completeness', async () => {
    const a = await h.shippo.addresses.create(valid);
    expect(a.objectId).toMatch(/^[0-9a-f]{32}$/);
    expect(a.validationResults).toEqual({});
    expect(a.isComplete).toBe(true);
    expect(a.test).toBe(true);
    const partial = await h.shippo.addresses.create({ country: 'US', zip: '10118' });
    expect(partial.isComplete).toBe(false);
  });

  it('creates with validate=true: valid address is normalised', async () => {
    const a = await h.shippo.addresses.create({ ...valid, validate: true });
    expect(a.validationResults).toEqual({ isValid: true, messages: [] });
    expect(a.city).toBe('NEW YORK');
  });

  it('reports an invalid address with Shippo-style messages', async () => {
    const a = await h.shippo.addresses.create({ ...valid, street1: '123 Fake Street', validate: true });
    expect(a.validationResults?.isValid).toBe(false);
    expect(a.validationResults?.messages?.[0]).toMatchObject({ code: 'unknown_street', type: 'address_error', source: 'Shippo Address Validator' });
    const mismatch = await h.shippo.addresses.create({ ...valid, state: 'CA', validate: true });
    expect(mismatch.validationResults?.messages?.map((m) => m.code)).toEqual(['component_mismatch_error']);
    const badZip = await h.shippo.addresses.create({ ...valid, zip: '1011', validate: true });
    expect(badZip.validationResults?.isValid).toBe(false);
  });

  it('validates a stored address by id, and retrieves it', async () => {
    const a = await h.shippo.addresses.create({ ...valid, state: 'XX' });
    const checked = await h.shippo.addresses.validate(a.objectId!);
    expect(checked.validationResults?.isValid).toBe(false);
    expect(checked.validationResults?.messages?.[0]?.code).toBe('administrative_area_partial');
    const again = await h.shippo.addresses.get(a.objectId!);
    expect(again.validationResults?.isValid).toBe(false);
  });

  it('lists addresses newest first with page/results', async () => {
    const first = await h.shippo.addresses.list(1, 2);
    expect(first.results).toHaveLength(2);
    expect(first.next).toContain('page=2&results=2');
    expect(first.previous).toBeUndefined();
    const second = await h.shippo.addresses.list(2, 2);
    expect(second.previous).toContain('page=1');
    expect(second.results?.[0]?.objectId).not.toBe(first.results?.[0]?.objectId);
  });

  it('answers 404 in Shippo format for an unknown id', async () => {
    const e = await failure(h.shippo.addresses.get('0'.repeat(32)));
    expect(e.statusCode).toBe(404);
    expect(JSON.parse(e.body)).toEqual({ detail: 'Not found.' });
  });

  it('answers 400 with field errors for a missing country (raw request, the SDK would refuse)', async () => {
    const res = await fetch(`${h.twin.url}/addresses/`, {
      method: 'POST',
      headers: { authorization: 'ShippoToken k', 'content-type': 'application/json' },
      body: JSON.stringify({ street1: '1 Main St' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ country: ['This field is required.'] });
  });
});
