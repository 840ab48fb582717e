/**
 * The site's Shippo client: the official `shippo` SDK. With SHIPPO_API_URL set (the sandbox) it
 * talks to that host (the Shippo twin); unset, to Shippo itself. One instance per configuration.
 */
import { Shippo } from 'shippo';
import { serverEnv, type ServerEnv } from './env.server';

export function createShippo(env: Pick<ServerEnv, 'SHIPPO_API_URL' | 'SHIPPO_API_KEY'>): Shippo {
  return new Shippo({
    apiKeyHeader: env.SHIPPO_API_KEY,
    timeoutMs: 15_000,
    ...(env.SHIPPO_API_URL ? { serverURL: env.SHIPPO_API_URL } : {}),
  });
}

let cached: { key: string; shippo: Shippo } | undefined;

/** The process's Shippo client (rebuilt if the configuration changed, which only tests do). */
export function shippoClient(): Shippo {
  const env = serverEnv();
  const key = `${env.SHIPPO_API_URL}|${env.SHIPPO_API_KEY}`;
  if (!cached || cached.key !== key) cached = { key, shippo: createShippo(env) };
  return cached.shippo;
}
