/**
 * A kept-alive connection reset under a request (the race of a server closing an idle connection as
 * the SDK reuses it), made on purpose by a proxy in front of the marketplace twin: the site's SDKs
 * send a reset read again and succeed; a reset write fails and is not sent twice.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import integrationSdk from 'sharetribe-flex-integration-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_INTEGRATION_CLIENT, DEFAULT_MARKETPLACE_CLIENT, type RunningMarketplaceTwin } from '@variegata/twin-marketplace/server';
import { demoUsers, seedMarketplaceDemo } from '@variegata/twin-marketplace/seed';
import { startTestTwin } from '@variegata/twin-marketplace/testing/harness';
import { integrationApi } from './integration-api';
import { marketplaceApi } from './marketplace-api';
import { createIntegrationSdk, createSharedAnonymousSdk } from './sdk';

let twin: RunningMarketplaceTwin;
let proxy: Server;
let proxyUrl: string;
let userId: string;
/** `METHOD /path` of every request the proxy received. */
const seen: string[] = [];
/** The next request whose `METHOD /path` this matches has its connection reset instead of an answer. */
let resetNext: RegExp | null = null;
/** The next request whose `METHOD /path` this matches is answered with a redirect to the same path. */
let redirectNext: RegExp | null = null;

const config = () => ({ baseUrl: proxyUrl, clientId: DEFAULT_MARKETPLACE_CLIENT.clientId, clientSecret: DEFAULT_MARKETPLACE_CLIENT.clientSecret });
const integrationConfig = () => ({ baseUrl: proxyUrl, clientId: DEFAULT_INTEGRATION_CLIENT.clientId, clientSecret: DEFAULT_INTEGRATION_CLIENT.clientSecret });
const attempts = (pattern: RegExp) => seen.filter((line) => pattern.test(line)).length;

beforeAll(async () => {
  twin = await startTestTwin();
  const seeded = await seedMarketplaceDemo(twin, { listings: 4, scryptLogN: 10 });
  userId = seeded.users.find((u) => u.email === demoUsers[0]!.email)!.id;
  proxy = createServer((req, res) => {
    const line = `${req.method} ${(req.url ?? '/').split('?')[0]}`;
    seen.push(line);
    if (resetNext?.test(line)) {
      resetNext = null;
      req.socket.resetAndDestroy();
      return;
    }
    if (redirectNext?.test(line)) {
      redirectNext = null;
      res.writeHead(307, { location: new URL(req.url ?? '/', twin.url).href }).end();
      return;
    }
    const upstream = request(new URL(req.url ?? '/', twin.url), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  proxy.closeAllConnections();
  await new Promise((resolve) => proxy.close(resolve));
  await twin.close();
});

describe('a connection reset under a request', () => {
  it('sends an Integration API read again once, and it succeeds', async () => {
    const operator = integrationApi(createIntegrationSdk(integrationConfig()));
    await operator.users.show({ id: userId });
    const before = attempts(/^GET \/v1\/integration_api\/users\/show$/);
    resetNext = /^GET \/v1\/integration_api\/users\/show$/;
    await expect(operator.users.show({ id: userId })).resolves.toMatchObject({ id: userId });
    expect(attempts(/^GET \/v1\/integration_api\/users\/show$/) - before).toBe(2);
  });

  it('sends a Marketplace API read again once (the shared anonymous SDK)', async () => {
    const api = marketplaceApi(createSharedAnonymousSdk(config()));
    await api.listings.query({ perPage: 1 });
    const before = attempts(/^GET \/v1\/api\/listings\/query$/);
    resetNext = /^GET \/v1\/api\/listings\/query$/;
    await expect(api.listings.query({ perPage: 2 })).resolves.toMatchObject({ items: expect.any(Array) });
    expect(attempts(/^GET \/v1\/api\/listings\/query$/) - before).toBe(2);
  });

  it('asks for a token again (the first call of a new SDK)', async () => {
    const api = marketplaceApi(createSharedAnonymousSdk(config()));
    const before = attempts(/^POST \/v1\/auth\/token$/);
    resetNext = /^POST \/v1\/auth\/token$/;
    await expect(api.listings.query({ perPage: 1 })).resolves.toMatchObject({ items: expect.any(Array) });
    expect(attempts(/^POST \/v1\/auth\/token$/) - before).toBe(2);
  });

  it('does not send a write again: the reset write fails, sent once', async () => {
    const operator = integrationApi(createIntegrationSdk(integrationConfig()));
    await operator.users.show({ id: userId });
    const before = attempts(/^POST \/v1\/integration_api\/users\/update_profile$/);
    resetNext = /^POST \/v1\/integration_api\/users\/update_profile$/;
    await expect(operator.users.updateProfile({ id: userId, metadata: { resetProbe: 1 } })).rejects.toThrow();
    expect(attempts(/^POST \/v1\/integration_api\/users\/update_profile$/) - before).toBe(1);
    expect((await operator.users.show({ id: userId })).profile.metadata).not.toHaveProperty('resetProbe');
  });

  it('fails a reset read without the adapter (what the site saw before)', async () => {
    const { clientId, clientSecret, baseUrl } = integrationConfig();
    const operator = integrationApi(integrationSdk.createInstance({ clientId, clientSecret, baseUrl }));
    await operator.users.show({ id: userId });
    resetNext = /^GET \/v1\/integration_api\/users\/show$/;
    await expect(operator.users.show({ id: userId })).rejects.toMatchObject({ code: 'ECONNRESET' });
  });
});

describe('a redirect', () => {
  it('is not followed: the call fails with the redirect, and the credentials go nowhere else', async () => {
    const operator = integrationApi(createIntegrationSdk(integrationConfig()));
    await operator.users.show({ id: userId });
    const before = attempts(/^GET \/v1\/integration_api\/users\/show$/);
    redirectNext = /^GET \/v1\/integration_api\/users\/show$/;
    await expect(operator.users.show({ id: userId })).rejects.toMatchObject({ status: 307 });
    expect(attempts(/^GET \/v1\/integration_api\/users\/show$/) - before).toBe(1);
  });
});
