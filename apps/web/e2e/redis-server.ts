/** Debian's redis-server on a free port for e2e tests of several site processes (no persistence). */
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './free-port';

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
