/**
 * The top bar's forum counts (spec 1 §3): with a forum configured (URL, single sign-on secret and
 * API key) the root loader's shell data carries the member's unread forum private messages and
 * notifications, read as that member from a local stand-in of the forum's /session/current.json;
 * a forum that fails shows no counts and never fails the page.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededMarketplace, type SeededMarketplace } from '../support/marketplace-twin';
import { makeContext, signIn, SITE } from '../listing/harness';

let sandbox: SeededMarketplace;
let forum: Server;
let answer: { status: number; body: unknown } = { status: 200, body: { current_user: { unread_high_priority_notifications: 2, unread_notifications: 5 } } };
const seen: IncomingHttpHeaders[] = [];
let shell: typeof import('~/shell/data.server');

beforeAll(async () => {
  forum = createServer((req, res) => {
    seen.push(req.headers);
    res.writeHead(req.url === '/session/current.json' ? answer.status : 404, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => forum.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(forum.address() as AddressInfo).port}`;
  sandbox = await startSeededMarketplace(20, { DISCOURSE_URL: url, DISCOURSE_SSO_SECRET: 'forum-sso-secret', DISCOURSE_API_KEY: 'forum-api-key' });
  shell = await import('~/shell/data.server');
});

afterAll(async () => {
  await sandbox?.twin.close();
  await new Promise((resolve) => forum.close(resolve));
});

describe('forum counts in the top bar', () => {
  it("shows the member's unread forum private messages and notifications, asked as that member", async () => {
    const cookies = await signIn('premium.seller@variegata.test');
    const data = await shell.shellData(new Request(`${SITE}/`), makeContext(cookies));
    expect(data.user?.forum).toMatchObject({ messages: 2, notifications: 5 });
    const asked = seen[seen.length - 1]!;
    expect(asked['api-key']).toBe('forum-api-key');
    expect(asked['api-username']).toBe(data.user?.username);
  });

  it('shows no counts when the forum fails, and none for visitors', async () => {
    answer = { status: 500, body: {} };
    const cookies = await signIn('free.seller@variegata.test');
    const data = await shell.shellData(new Request(`${SITE}/`), makeContext(cookies));
    expect(data.user).not.toBeNull();
    expect(data.user?.forum).toBeNull();
    const visitor = await shell.shellData(new Request(`${SITE}/`), makeContext());
    expect(visitor.user).toBeNull();
  });
});
