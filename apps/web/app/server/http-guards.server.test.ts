import { describe, expect, it } from 'vitest';
import type { ServerBuild } from '@remix-run/node';
import { checkBody, createMethodTable, documentPathOf, FORM_BODY_LIMIT } from './http-guards.server';

const page = { default: () => null, loader: () => null };
const form = { ...page, action: () => null };
const build = {
  routes: {
    root: { id: 'root', path: '', module: page },
    'routes/l.$id': { id: 'routes/l.$id', parentId: 'root', path: 'l/:id', module: page },
    'routes/l.new': { id: 'routes/l.new', parentId: 'root', path: 'l/new', module: form },
    'routes/_index': { id: 'routes/_index', parentId: 'root', index: true, module: page },
  },
} as unknown as Pick<ServerBuild, 'routes'>;

describe('route methods', () => {
  const methodsOf = createMethodTable(build);

  it('answers a page GET and HEAD, and POST where the route has an action', () => {
    expect(methodsOf('/l/abc')).toEqual(['GET', 'HEAD']);
    expect(methodsOf('/l/new')).toEqual(['GET', 'HEAD', 'POST']);
  });

  it("reads Remix's data requests as the page they are for", () => {
    expect(documentPathOf('/l/new.data')).toBe('/l/new');
    expect(documentPathOf('/_root.data')).toBe('/');
    expect(methodsOf('/l/new.data')).toEqual(['GET', 'HEAD', 'POST']);
    expect(methodsOf('/l/abc.data')).toEqual(['GET', 'HEAD']);
    expect(methodsOf('/_root.data')).toEqual(['GET', 'HEAD']);
  });

  it('knows no methods for a path no route matches', () => {
    expect(methodsOf('/nothing/here/at/all')).toBeNull();
  });

  it('answers a path asked again as the first time, among many others', () => {
    expect(methodsOf('/nothing/here/at/all')).toBeNull();
    for (let n = 0; n < 6_000; n += 1) expect(methodsOf(`/l/listing-${n}`)).toEqual(['GET', 'HEAD']);
    expect(methodsOf('/l/new')).toEqual(['GET', 'HEAD', 'POST']);
    expect(methodsOf('/l/listing-0')).toEqual(['GET', 'HEAD']);
    expect(methodsOf('/nothing/here/at/all')).toBeNull();
  });
});

describe('body limits', () => {
  it('refuses a body over its route limit with 413 and one without a length with 411', () => {
    expect(checkBody('POST', '/l/new.data', { contentLength: String(FORM_BODY_LIMIT + 1) })).toMatchObject({ ok: false, error: 'too-large', meta: { status: 413 } });
    expect(checkBody('POST', '/api/listing-image', { contentLength: String(5 * 1024 * 1024) })).toEqual({ ok: true, value: null });
    expect(checkBody('POST', '/l/new', { transferEncoding: 'chunked' })).toMatchObject({ ok: false, error: 'length-required', meta: { status: 411 } });
    expect(checkBody('GET', '/l/new', {})).toEqual({ ok: true, value: null });
  });
});
