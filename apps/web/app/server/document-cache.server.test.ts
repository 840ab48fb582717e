import type { AppLoadContext, EntryContext } from '@remix-run/node';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDocuments, documentKey, keepDocument, renderedNow, reusedDocument } from './document-cache.server';

const visitor = (nonce: string, csrfToken: string) => ({ nonce, csrfToken }) as AppLoadContext;
const page = (loaderData: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  ({ staticHandlerContext: { loaderData, errors: null, actionData: null, ...extra } }) as unknown as EntryContext;
const signedOut = (csrfToken: string, cookieNotice = true) => ({
  root: { csrfToken, shell: { user: null, cookieNotice } },
  'routes/marketplace': { result: { listings: ['a', 'b'] }, now: 1_700_000_000_000 },
});
const get = (path = '/marketplace') => new Request(`http://127.0.0.1${path}`);

describe('rendered documents kept for signed-out visitors', () => {
  beforeEach(() => clearDocuments());

  it('gives two visitors with the same data the same key, whatever their CSRF tokens', () => {
    const a = documentKey(get(), 200, page(signedOut('token-a')), visitor('nonce-a', 'token-a'));
    const b = documentKey(get(), 200, page(signedOut('token-b')), visitor('nonce-b', 'token-b'));
    expect(a).not.toBeNull();
    expect(b).toBe(a);
  });

  it('gives a different key when the URL or any data differs (cookie notice, results, time)', () => {
    const key = (path: string, data: Record<string, unknown>) => documentKey(get(path), 200, page(data), visitor('n', 't'));
    const base = key('/marketplace', signedOut('t'));
    expect(key('/marketplace?page=2', signedOut('t'))).not.toBe(base);
    expect(key('/marketplace', signedOut('t', false))).not.toBe(base);
    expect(key('/marketplace', { ...signedOut('t'), 'routes/marketplace': { result: { listings: ['a'] }, now: 1_700_000_000_000 } })).not.toBe(base);
    expect(key('/marketplace', { ...signedOut('t'), 'routes/marketplace': { result: { listings: ['a', 'b'] }, now: 1_700_000_001_000 } })).not.toBe(base);
  });

  it('keeps nothing for signed-in members, other methods, other statuses, errors or action data', () => {
    const member = { root: { csrfToken: 't', shell: { user: { id: 'u1', displayName: 'Rosa' } } } };
    expect(documentKey(get(), 200, page(member), visitor('n', 't'))).toBeNull();
    expect(documentKey(new Request('http://127.0.0.1/marketplace', { method: 'POST' }), 200, page(signedOut('t')), visitor('n', 't'))).toBeNull();
    expect(documentKey(get(), 404, page(signedOut('t')), visitor('n', 't'))).toBeNull();
    expect(documentKey(get(), 200, page(signedOut('t'), { errors: { root: new Error('x') } }), visitor('n', 't'))).toBeNull();
    expect(documentKey(get(), 200, page(signedOut('t'), { actionData: { root: {} } }), visitor('n', 't'))).toBeNull();
    expect(documentKey(get(), 200, page({ root: { csrfToken: 't' } }), visitor('n', 't'))).toBeNull();
  });

  it("serves the kept HTML with the next visitor's nonce and CSRF token in place of the first one's", () => {
    const first = visitor('Nonce+A/1==', 'token-a.sig');
    const key = documentKey(get(), 200, page(signedOut('token-a.sig')), first)!;
    expect(reusedDocument(key, first)).toBeNull();
    keepDocument(key, Buffer.from('<script nonce="Nonce+A/1==">window.ctx={"csrfToken":"token-a.sig"}</script><input name="_csrf" value="token-a.sig">'), first);
    const html = reusedDocument(key, visitor('Nonce+B/2==', 'token-b.sig'))?.toString();
    expect(html).toBe('<script nonce="Nonce+B/2==">window.ctx={"csrfToken":"token-b.sig"}</script><input name="_csrf" value="token-b.sig">');
  });

  it('renders countdown pages for the second, so a second of requests shares one render', () => {
    expect(renderedNow(1_700_000_000_999)).toBe(1_700_000_000_000);
    expect(renderedNow(1_700_000_001_000)).toBe(1_700_000_001_000);
  });
});
