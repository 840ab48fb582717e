/** Debian's redis-server on a free port for e2e tests of several site processes (no persistence). */
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from './free-port';
import { startSiteProcess, type SiteProcess } from './site-process';

export interface RedisServer {
  readonly url: string;
  stop(): void;
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const stop = () => void redis.kill('SIGTERM');
  const deadline = Date.now() + 20_000;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) return { url: `redis://127.0.0.1:${port}`, stop };
    if (redis.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error("redis-server did not start (is Debian's redis-server installed?)");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * For a test file: a real redis-server and two site processes sharing it (REDIS_URL), started before
 * the file's tests and stopped after them. The array fills in once they run.
 */
export function useTwoSitesOnRedis(): readonly SiteProcess[] {
  const sites: SiteProcess[] = [];
  let redis: RedisServer | undefined;
  beforeAll(async () => {
    redis = await startRedisServer();
    sites.push(...(await Promise.all([startSiteProcess({ REDIS_URL: redis.url }), startSiteProcess({ REDIS_URL: redis.url })])));
  });
  afterAll(async () => {
    await Promise.all(sites.map((site) => site.stop()));
    redis?.stop();
  });
  return sites;
}
