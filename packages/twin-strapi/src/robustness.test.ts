// Malformed or odd queries never crash the twin: every answer is 200, 400 or 404 in Strapi's format.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTwin } from './server';
import { startHarness } from './testing/harness';

let twin: RunningTwin;

beforeAll(async () => {
  ({ twin } = await startHarness());
});
afterAll(() => twin.close());

const segment = fc.constantFrom(
  'filters', 'populate', 'sort', 'fields', 'pagination', 'page', 'pageSize', 'start', 'limit', 'slug', 'views', 'title',
  'categories', 'author', 'seo', 'image', 'sections', 'on', 'home.section-hero', '$eq', '$in', '$null', '$or', '$and',
  '$not', '$between', '$gt', '*', '0', '1', '', 'nope', '__proto__',
);
const value = fc.oneof(fc.constantFrom('true', 'false', '*', '1', '-1', '0', 'x', 'views:desc', 'a,b', '%', '%E0%A4%A'), fc.string({ maxLength: 6 }));
const pair = fc.tuple(fc.array(segment, { minLength: 1, maxLength: 5 }), value).map(([segs, v]) => {
  const [head = 'x', ...rest] = segs;
  return `${head}${rest.map((s) => `[${s}]`).join('')}=${v}`;
});

describe('robustness', () => {
  it('answers a malformed percent-encoded path with 400', async () => {
    const res = await fetch(`${twin.url}/api/articles/%E0%A4%A`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { name: string } }).error.name).toBe('BadRequestError');
  });

  it('answers every generated query without a 500, always as JSON', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('articles', 'web-home-page', 'blog-categories'), fc.array(pair, { maxLength: 5 }), async (path, pairs) => {
        const res = await fetch(`${twin.url}/api/${path}?${pairs.join('&')}`);
        expect([200, 400, 404]).toContain(res.status);
        const body = (await res.json()) as { data?: unknown; error?: { status: number } };
        if (res.status !== 200) expect(body.error?.status).toBe(res.status);
      }),
      { numRuns: 150 },
    );
  });
});
