import { StrapiInitializationError } from '@strapi/client';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { assetBaseOf, createEditorialClient } from './client';

describe('createEditorialClient', () => {
  it('keeps the API root and derives the media root from it', () => {
    const client = createEditorialClient({ baseURL: 'http://127.0.0.1:3530/api/' });
    expect(client.baseURL).toBe('http://127.0.0.1:3530/api');
    expect(client.assetBase).toBe('http://127.0.0.1:3530');
    expect(client.sdk.baseURL).toBe('http://127.0.0.1:3530/api');
    expect(client.mediaBase).toBe('http://127.0.0.1:3530');
  });

  it('points relative media URLs at the media base when one is given, and keeps absolute ones', () => {
    const client = createEditorialClient({ baseURL: 'http://127.0.0.1:3530/api', mediaBase: '/media' });
    expect(client.assetBase).toBe('http://127.0.0.1:3530');
    const media = v.parse(client.schemas.media, {
      id: 1, documentId: 'm1', url: '/uploads/cover_1a2b.jpg', width: 1600, height: 900,
      formats: { small: { url: '/uploads/small_cover_1a2b.jpg', width: 500, height: 281 }, cdn: { url: 'https://cdn.example.com/x.jpg', width: 100, height: 56 } },
    });
    expect(media.url).toBe('/media/uploads/cover_1a2b.jpg');
    expect(media.formats['small']?.url).toBe('/media/uploads/small_cover_1a2b.jpg');
    expect(media.formats['cdn']?.url).toBe('https://cdn.example.com/x.jpg');
  });

  it('resolves media of a CMS served under a sub-path next to its API', () => {
    expect(assetBaseOf('https://example.com/cms/api')).toBe('https://example.com/cms');
    expect(assetBaseOf('https://cms.example.com')).toBe('https://cms.example.com');
  });

  it('rejects an invalid base URL as a configuration error', () => {
    expect(() => createEditorialClient({ baseURL: 'not a url' })).toThrow(StrapiInitializationError);
  });
});
