import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

let server: Server;
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let requests = 0;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    requests += 1;
    if (req.url !== '/latest.json') return void res.writeHead(404).end();
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The module with the site's env as given (the env is read once per module instance). */
async function forumWith(url: string | undefined) {
  if (url === undefined) vi.stubEnv('DISCOURSE_URL', '');
  else vi.stubEnv('DISCOURSE_URL', url);
  vi.resetModules();
  return import('./forum.server');
}

const topic = (id: number, extra: Record<string, unknown> = {}) => ({ id, title: `Topic ${id}`, slug: `topic-${id}`, posts_count: 3, last_posted_at: '2026-11-20T10:00:00.000Z', ...extra });

describe('the forum\'s latest discussions', () => {
  it('are the forum\'s latest topics (5 at most, no globally pinned or hidden ones) with links, replies and last post', async () => {
    answer = { status: 200, body: { topic_list: { topics: [topic(1, { pinned_globally: true }), topic(2), topic(3, { visible: false }), topic(4, { posts_count: 2 }), topic(5), topic(6), topic(7), topic(8)] } } };
    const { latestForumTopics } = await forumWith(base);
    const topics = await latestForumTopics();
    expect(topics.map((t) => t.title)).toEqual(['Topic 2', 'Topic 4', 'Topic 5', 'Topic 6', 'Topic 7']);
    expect(topics[0]).toEqual({ title: 'Topic 2', href: `${base}/t/topic-2/2`, replies: 2, lastPostedAt: '2026-11-20T10:00:00.000Z' });
    expect(topics[1]!.replies).toBe(1);
  });

  it('are none without a forum, without asking anything', async () => {
    const before = requests;
    const { latestForumTopics } = await forumWith(undefined);
    expect(await latestForumTopics()).toEqual([]);
    expect(requests).toBe(before);
  });

  it('are none when the forum fails or answers something else (the page never fails for it)', async () => {
    answer = { status: 500, body: {} };
    expect(await (await forumWith(base)).latestForumTopics()).toEqual([]);
    answer = { status: 200, body: { topic_list: { topics: [{ id: 'x' }] } } };
    expect(await (await forumWith(base)).latestForumTopics()).toEqual([]);
  });
});
