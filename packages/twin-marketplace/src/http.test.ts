import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharetribeSdk from 'sharetribe-flex-sdk';
import { newUser, sdkFor, startTestTwin } from './testing/harness';
import type { RunningMarketplaceTwin } from './server';
import { decodeTransit, encodeTransit } from './wire-transit';
import { BigDecimalValue, LatLngValue, MoneyValue, Uuid } from './wire-types';
import { normaliseKey } from './http-params';

let twin: RunningMarketplaceTwin;
let token: string;
beforeAll(async () => {
  twin = await startTestTwin();
  const res = await fetch(`${twin.url}/v1/auth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ client_id: 'variegata-sandbox', grant_type: 'client_credentials' }) });
  token = ((await res.json()) as { access_token: string }).access_token;
});
afterAll(async () => { await twin.close(); });

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${twin.url}/v1/api/${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) } });

describe('wire format', () => {
  it('round-trips UUID, Money, LatLng, BigDecimal and dates through transit, readable by the SDK', () => {
    const value = { id: new Uuid('0a0b0c0d-0000-4000-8000-000000000001'), price: new MoneyValue(1250, 'EUR'), geo: new LatLngValue(1.5, -2), q: new BigDecimalValue('2.5'), at: new Date(5) };
    const text = encodeTransit(value);
    expect(text).toContain('"~:price",["~#mn",[1250,"EUR"]]');
    const sdkRead = sharetribeSdk.transit.read(text);
    expect(sdkRead.id.uuid).toBe('0a0b0c0d-0000-4000-8000-000000000001');
    expect(sdkRead.price.amount).toBe(1250);
    expect(sdkRead.geo.lat).toBe(1.5);
    expect(sdkRead.q.value).toBe('2.5');
    expect(sdkRead.at.getTime()).toBe(5);
    const back = decodeTransit(sharetribeSdk.transit.write(sdkRead)) as Record<string, unknown>;
    expect(back['price']).toEqual(new MoneyValue(1250, 'EUR'));
    expect(back['geo']).toEqual(new LatLngValue(1.5, -2));
  });

  it('snake_case parameter names are normalised except extended-data keys', () => {
    expect(normaliseKey('author_id')).toBe('authorId');
    expect(normaliseKey('per_page')).toBe('perPage');
    expect(normaliseKey('pub_plant_type')).toBe('pub_plant_type');
    expect(normaliseKey('meta_views_by_day')).toBe('meta_views_by_day');
  });

  it('answers errors as transit with the envelope and X-Transit-Verbose as verbose transit', async () => {
    const res = await api('listings/show?id=nope');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/transit+json');
    const body = decodeTransit(await res.text()) as { errors: Record<string, unknown>[] };
    expect(body.errors[0]).toMatchObject({ status: 400, code: 'validation-invalid-value', source: { path: ['id'], type: 'query' } });
    expect(body.errors[0]!['id']).toBeInstanceOf(Uuid);
    const verbose = await api('marketplace/show', { headers: { 'x-transit-verbose': 'true' } });
    expect(await verbose.text()).toContain('"~:data":{');
  });

  it('malformed bodies, unknown endpoints, unimplemented endpoints and wrong methods never give 500', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const cases: [string, RequestInit, number, string][] = [
      ['current_user/create', { method: 'POST', headers: { 'content-type': 'application/transit+json' }, body: '["^ ",' }, 400, 'bad-request'],
      ['current_user/create', { method: 'POST', headers: { 'content-type': 'application/transit+json' }, body: '[1,2,3]' }, 400, 'bad-request'],
      ['current_user/create', { method: 'POST', headers: { 'content-type': 'application/transit+json' }, body: '{"~:email": 5}' }, 400, 'validation-invalid-value'],
      ['current_user/create', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' }, 400, 'unsupported-content-type'],
      ['no_such/thing', {}, 404, 'not-found'],
      ['own_files/show', {}, 501, 'not-implemented'],
      ['listings/query', { method: 'POST' }, 405, 'method-not-allowed'],
    ];
    for (const [path, init, status, code] of cases) {
      const res = await api(path, { ...init, headers: { ...auth, ...(init.headers ?? {}) } });
      const text = await res.text();
      expect(res.status, path).toBe(status);
      expect(text, path).toContain(code);
    }
    const idp = await fetch(`${twin.url}/v1/auth/auth_with_idp`, { method: 'POST', body: new URLSearchParams({ idp_id: 'google' }) });
    expect(idp.status).toBe(401);
    expect(await idp.json()).toMatchObject({ error: 'invalid_client' });
    const notImpl = await api('own_files/show');
    expect(await notImpl.text()).toContain('/v1/api/own_files/show');
  });

  it('answers CORS preflight', async () => {
    const res = await fetch(`${twin.url}/v1/api/listings/query`, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toContain('X-Transit-Verbose');
  });

  it('status() gives cheap counts', async () => {
    await newUser(twin);
    const s = twin.status();
    expect(s['users']).toBeGreaterThan(0);
    expect(typeof s['listings']).toBe('number');
    expect(sdkFor(twin)).toBeTruthy();
  });
});
