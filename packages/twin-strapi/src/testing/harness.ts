// Test support: a seeded twin in memory on a random port with the real @strapi/client.
import { strapi } from '@strapi/client';
import { rejection } from '@variegata/twin-kit/testing/rejection';
import { startStrapiTwin, type RunningTwin, type StrapiTwinOptions } from '../server';

export type Cms = ReturnType<typeof strapi>;

export interface Harness {
  twin: RunningTwin;
  cms: Cms;
}

/** Starts a twin (':memory:', port 0, seeded from the content folder, plus `options`) and a client for its /api. */
export async function startHarness(options: Partial<StrapiTwinOptions> = {}): Promise<Harness> {
  const twin = await startStrapiTwin({ dbPath: ':memory:', port: 0, seedIfEmpty: true, ...options });
  return { twin, cms: strapi({ baseURL: `${twin.url}/api` }) };
}

/** The error a client call rejects with (its name, HTTP status and JSON body); fails the test when the call succeeds. */
export async function failure(p: Promise<unknown>): Promise<{ name: string; status: number; body: any }> {
  const err = await rejection<{ name: string; response: Response }>(p);
  return { name: err.name, status: err.response.status, body: await err.response.json() };
}
