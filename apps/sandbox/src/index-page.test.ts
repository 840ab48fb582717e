import { afterEach, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { renderIndex, startIndexServer } from './index-page';

let server: Server | undefined;
afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

const sources = {
  site: 'http://127.0.0.1:3000',
  twins: () => [
    { name: 'marketplace', url: 'http://127.0.0.1:3500', status: () => ({ users: 3 }) },
    { name: 'broken', url: 'http://127.0.0.1:1', status: (): Record<string, unknown> => { throw new Error('db closed'); } },
  ],
  outbox: () => [{ id: 'm1', to: 'ann@example.test', subject: 'Verify <your> email', text: 'Token: abc', createdAt: '2026-11-21T09:00:00Z' }],
};

describe('sandbox index', () => {
  it('shows every twin with its state, and the outbox escaped', () => {
    const html = renderIndex(sources);
    expect(html).toContain('http://127.0.0.1:3500');
    expect(html).toContain('users: 3');
    expect(html).toContain('error');
    expect(html).toContain('Verify &#60;your&#62; email');
    expect(html).not.toContain('<your>');
  });

  it('lists the social sign-in identities of the local OpenID Connect provider, escaped', () => {
    const html = renderIndex({ ...sources, identities: [
      { email: 'ada.fernleaf@social.test', emailVerified: true, givenName: 'Ada', familyName: 'Fern<leaf>', note: 'signs up' },
      { email: 'clara.vine@social.test', emailVerified: false, givenName: 'Clara', familyName: 'Vine', note: 'verifies later' },
    ] });
    expect(html).toContain('Social sign-in identities');
    expect(html).toContain('ada.fernleaf@social.test');
    expect(html).toContain('Fern&#60;leaf&#62;');
    expect(html).toContain('clara.vine@social.test (not verified)');
    expect(renderIndex(sources)).not.toContain('Social sign-in identities');
  });

  it('serves status and outbox as JSON', async () => {
    const started = await startIndexServer(sources, 0, '127.0.0.1');
    server = started.server;
    const status = (await (await fetch(`${started.url}/status.json`)).json()) as { twins: unknown[] };
    expect(status.twins[0]).toMatchObject({ name: 'marketplace', ok: true, details: { users: 3 } });
    expect(status.twins[1]).toMatchObject({ name: 'broken', ok: false });
    const outbox = (await (await fetch(`${started.url}/outbox.json`)).json()) as { messages: { to: string }[] };
    expect(outbox.messages[0]?.to).toBe('ann@example.test');
    expect((await fetch(`${started.url}/nope`)).status).toBe(404);
  });

  it('moves the test clock only when the sandbox was started with one', async () => {
    const advanced: number[] = [];
    const started = await startIndexServer({ ...sources, advanceClock: async (ms) => (advanced.push(ms), 1_000 + ms) }, 0, '127.0.0.1');
    server = started.server;
    const moved = await fetch(`${started.url}/test/clock?advance=900000`, { method: 'POST' });
    expect(await moved.json()).toEqual({ now: 901_000 });
    expect((await fetch(`${started.url}/test/clock?advance=-5`, { method: 'POST' })).status).toBe(400);
    expect((await fetch(`${started.url}/test/clock?advance=1`)).status).toBe(404);
    expect(advanced).toEqual([900_000]);
  });

  it('has no clock route for people', async () => {
    const started = await startIndexServer(sources, 0, '127.0.0.1');
    server = started.server;
    expect((await fetch(`${started.url}/test/clock?advance=1000`, { method: 'POST' })).status).toBe(404);
  });
});
