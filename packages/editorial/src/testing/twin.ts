// Test support (not a package entry): the Strapi twin on a loopback port with the demo seed, and an
// editorial client pointed at it. Every test file gets its own in-memory twin.
import type { LiveSeedOptions } from '@variegata/twin-strapi/lives-seed';
import { type RunningTwin, startStrapiTwin } from '@variegata/twin-strapi/server';
import { afterAll, beforeAll } from 'vitest';
import { type EditorialClient, createEditorialClient } from '../client';

export interface TwinContext {
  twin: RunningTwin;
  client: EditorialClient;
}

export interface SeededTwinOptions {
  contentDir?: string;
  apiToken?: string;
  lives?: LiveSeedOptions;
}

export async function startSeededTwin(options: SeededTwinOptions = {}): Promise<TwinContext> {
  const twin = await startStrapiTwin({
    dbPath: ':memory:',
    port: 0,
    seedIfEmpty: true,
    ...(options.contentDir === undefined ? {} : { contentDir: options.contentDir }),
    ...(options.apiToken === undefined ? {} : { apiToken: options.apiToken }),
    ...(options.lives === undefined ? {} : { lives: options.lives }),
  });
  return { twin, client: createEditorialClient({ baseURL: `${twin.url}/api`, apiToken: options.apiToken }) };
}

/**
 * One seeded twin for the calling test file (or describe block): started before its tests run and
 * closed after them. The returned context is filled in by then (read it inside tests).
 */
export function useSeededTwin(options: SeededTwinOptions = {}): TwinContext {
  const ctx = {} as TwinContext;
  beforeAll(async () => {
    Object.assign(ctx, await startSeededTwin(options));
  });
  afterAll(() => ctx.twin.close());
  return ctx;
}
