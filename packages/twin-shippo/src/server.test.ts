import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Shippo } from 'shippo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShippoDemo } from './seed';
import { type RunningTwin, startShippoTwin } from './server';

describe('server', () => {
  let twin: RunningTwin;
  beforeAll(async () => {
    twin = await startShippoTwin({ dbPath: ':memory:', port: 0, apiKey: 'shippo_test_right', publicUrl: 'http://shippo.example.test/' });
  });
  afterAll(() => twin.close());

  it('answers 401 without or with a wrong key, in Shippo format', async () => {
    const none = await fetch(`${twin.url}/addresses`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    const wrong = new Shippo({ apiKeyHeader: 'shippo_test_wrong', serverURL: twin.url });
    await expect(wrong.addresses.list()).rejects.toMatchObject({ statusCode: 401 });
  });

  it('adds the ShippoToken prefix like the SDK hook, and advertises the public URL', async () => {
    const shippo = new Shippo({ apiKeyHeader: 'shippo_test_right', serverURL: twin.url });
    const s = await shippo.shipments.create({
      addressFrom: { street1: '215 Clayton St', city: 'San Francisco', state: 'CA', zip: '94117', country: 'US' },
      addressTo: { street1: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118', country: 'US' },
      parcels: [{ length: '5', width: '5', height: '5', distanceUnit: 'in', weight: '1', massUnit: 'lb' }],
    });
    expect(s.rates[0]?.providerImage75).toMatch(/^http:\/\/shippo\.example\.test\/static\/providers\/75\/(USPS|UPS)\.svg$/);
  });

  it('answers malformed JSON with 400, unknown paths with 404, wrong methods with 405', async () => {
    const headers = { authorization: 'ShippoToken shippo_test_right', 'content-type': 'application/json' };
    const bad = await fetch(`${twin.url}/shipments`, { method: 'POST', headers, body: '{"address_from":' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { detail: string }).detail).toMatch(/^JSON parse error/);
    const arr = await fetch(`${twin.url}/transactions`, { method: 'POST', headers, body: '[]' });
    expect(arr.status).toBe(400);
    expect((await fetch(`${twin.url}/nothing`, { headers })).status).toBe(404);
    expect((await fetch(`${twin.url}/addresses`, { method: 'DELETE', headers })).status).toBe(405);
    expect(twin.status()).toMatchObject({ shipments: 1 });
  });
});

describe('seedShippoDemo', () => {
  it('stores validated demo addresses that a restarted twin serves', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shippo-seed-'));
    try {
      const dbPath = join(dir, 'shippo.db');
      expect(await seedShippoDemo({ dbPath })).toEqual({ addresses: 4 });
      const twin = await startShippoTwin({ dbPath, port: 0 });
      try {
        const list = await new Shippo({ apiKeyHeader: 'shippo_test_seed', serverURL: twin.url }).addresses.list(1, 10);
        expect(list.results).toHaveLength(4);
        expect(list.results?.every((a) => a.validationResults?.isValid === true)).toBe(true);
        expect(twin.status()).toMatchObject({ addresses: 4 });
      } finally {
        await twin.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
