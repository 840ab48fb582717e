/**
 * POST /api/page-view (spec 1 §7, spec 2 §7): a page view with currency USD is forwarded to
 * ANALYTICS_URL (a local collector standing in for the analytics service), or logged without it;
 * bad input answers 400 and a missing CSRF token 403.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CSRF, makeContext, SITE } from '../listing/harness';

const received: unknown[] = [];
let collector: Server;
let route: typeof import('~/routes/api.page-view');
let env: typeof import('~/server/env.server');

beforeAll(async () => {
  collector = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push(JSON.parse(body));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  process.env['ANALYTICS_URL'] = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/collect`;
  process.env['ANALYTICS_ID'] = 'variegata-test';
  route = await import('~/routes/api.page-view');
  env = await import('~/server/env.server');
});

afterAll(async () => {
  await new Promise((resolve) => collector.close(resolve));
});

async function send(body: string, csrf: string | null = CSRF): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (csrf) headers['X-CSRF-Token'] = csrf;
  try {
    return (await route.action({ request: new Request(`${SITE}/api/page-view`, { method: 'POST', headers, body }), context: makeContext(), params: {} })) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe('POST /api/page-view', () => {
  it('forwards a page view in USD to the analytics endpoint', async () => {
    expect(env.serverEnv().ANALYTICS_URL).toContain('/collect');
    const response = await send(JSON.stringify({ path: '/marketplace/monstera?page=2' }));
    expect(response.status).toBe(202);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({ type: 'page_view', path: '/marketplace/monstera?page=2', currency: 'USD', site: 'variegata-test' });
  });

  it('answers 400 for another site or a body that is not JSON, and 403 without the CSRF token', async () => {
    expect((await send(JSON.stringify({ path: 'https://elsewhere.test/' }))).status).toBe(400);
    expect((await send('{not json')).status).toBe(400);
    expect((await send(JSON.stringify({ path: '/' }), null)).status).toBe(403);
    expect(received).toHaveLength(1);
  });
});
