import { HTTPInternalServerError, HTTPNotFoundError } from '@strapi/client';
import { describe, expect, it } from 'vitest';
import { call } from './request';

const request = new Request('http://cms.test/api/articles');

describe('call', () => {
  it('passes values through', async () => {
    expect(await call(async () => 1)).toEqual({ ok: true, value: 1 });
  });

  it('maps a 404 to not-found', async () => {
    const result = await call(() => Promise.reject(new HTTPNotFoundError(new Response(null, { status: 404 }), request)));
    expect(result).toMatchObject({ ok: false, error: 'not-found', meta: { status: 404 } });
  });

  it('maps other HTTP errors and network failures to content-unavailable', async () => {
    const server = await call(() => Promise.reject(new HTTPInternalServerError(new Response(null, { status: 500 }), request)));
    expect(server).toMatchObject({ ok: false, error: 'content-unavailable', meta: { status: 500 } });
    const network = await call(() => Promise.reject(new TypeError('fetch failed')));
    expect(network).toEqual({ ok: false, error: 'content-unavailable', message: 'fetch failed' });
  });
});
