// Test support (not a package entry): the Strapi twin on a loopback port with the demo seed, and an
// editorial client pointed at it. Every test file gets its own in-memory twin.
import type { LiveSeedOptions } from '@variegata/twin-strapi/lives-seed';
import { type RunningTwin, startStrapiTwin } from '@variegata/twin-strapi/server';
import { type EditorialClient, createEditorialClient } from '../client';

export interface TwinContext {
  twin: RunningTwin;
  client: EditorialClient;
}

export async function startSeededTwin(options: { contentDir?: string; apiToken?: string; lives?: LiveSeedOptions } = {}): Promise<TwinContext> {
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
