// The live-sale pages when the content service is down: messages and 503s, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_STRAPI_URL } from '../support/marketplace-twin';
import { as, CSRF, dataOf, makeContext, run, signIn, statusOf } from './harness';
import { startLivesSandbox, type LivesSandbox } from './harness';

let env: LivesSandbox;
let premium: Record<string, string>;
beforeAll(async () => {
  env = await startLivesSandbox();
  await env.strapi.close();
  process.env['STRAPI_URL'] = NO_STRAPI_URL;
  premium = await signIn('premium.seller@variegata.test');
});
afterAll(() => env.twin.close());

describe('content service down', () => {
  it('/my-lives shows the error message with 503', async () => {
    const outcome = await run((await import('~/routes/my-lives')).loader, '/my-lives', {}, as(premium));
    expect(statusOf(outcome)).toBe(503);
    expect(dataOf(outcome)).toMatchObject({ isSeller: true, result: { ok: false, lives: [] } });
  });

  it('/api/my-lives answers 503 JSON', async () => {
    const res = (await run((await import('~/routes/api.my-lives')).loader, '/api/my-lives', {}, as(premium))) as Response;
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'Your lives could not be loaded right now. Please try again in a moment.' });
  });

  it('/live/{liveId} is 503 with the error kind (not a 404)', async () => {
    const outcome = await run((await import('~/routes/live.$liveId')).loader, '/live/petraplants-live-3', { liveId: 'petraplants-live-3' }, makeContext());
    expect(statusOf(outcome)).toBe(503);
    expect(dataOf(outcome)).toEqual({ kind: 'error' });
  });

  it('/api/get-live-data answers 503', async () => {
    const init = { method: 'POST', body: JSON.stringify({ liveId: 'petraplants-live-3' }), headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': CSRF } };
    const res = (await run((await import('~/routes/api.get-live-data')).action, '/api/get-live-data', {}, makeContext(), init)) as Response;
    expect(res.status).toBe(503);
  });
});
