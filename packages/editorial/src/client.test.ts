import { StrapiInitializationError } from '@strapi/client';
import { describe, expect, it } from 'vitest';
import { assetBaseOf, createEditorialClient } from './client';

describe('createEditorialClient', () => {
  it('keeps the API root and derives the media root from it', () => {
    const client = createEditorialClient({ baseURL: 'http://127.0.0.1:3530/api/' });
    expect(client.baseURL).toBe('http://127.0.0.1:3530/api');
    expect(client.assetBase).toBe('http://127.0.0.1:3530');
    expect(client.sdk.baseURL).toBe('http://127.0.0.1:3530/api');
  });

  it('resolves media of a CMS served under a sub-path next to its API', () => {
    expect(assetBaseOf('https://example.com/cms/api')).toBe('https://example.com/cms');
    expect(assetBaseOf('https://cms.example.com')).toBe('https://cms.example.com');
  });

  it('rejects an invalid base URL as a configuration error', () => {
    expect(() => createEditorialClient({ baseURL: 'not a url' })).toThrow(StrapiInitializationError);
  });
});
