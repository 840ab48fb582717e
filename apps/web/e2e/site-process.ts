/**
 * Another site process next to the global setup's: `server.ts` serving the same build against the
 * same twins (addresses from the sandbox index), on a free port, with extra env (a layout, a
 * REDIS_URL...). Resolves once it answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { freePort } from './free-port';

/** How a process ended: its exit code, or the signal that ended it. */
export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface SiteProcess {
  url: string;
  /** The process's last output (for failure messages). */
  log(): string;
  /** Sends the process a signal (SIGTERM: the way a deploy stops it). */
  signal(name: NodeJS.Signals): void;
  /** How the process ended, once it has. */
  readonly exited: Promise<ProcessExit>;
  stop(): Promise<void>;
}

/** The twins' URLs as the sandbox index lists them. */
export async function twinUrls(): Promise<{ marketplace: string; stripe: string; shippo: string; strapi: string }> {
  const status = (await (await fetch(`${inject('sandboxIndexUrl')}/status.json`)).json()) as { twins: { name: string; url: string }[] };
  const twin = (prefix: string) => status.twins.find((t) => t.name.startsWith(prefix))!.url;
  return { marketplace: twin('marketplace'), stripe: twin('Stripe'), shippo: twin('Shippo'), strapi: twin('Strapi') };
}

export async function startSiteProcess(extraEnv: Record<string, string> = {}): Promise<SiteProcess> {
  const twins = await twinUrls();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--conditions=@variegata/source', '--import', 'tsx', 'server.ts'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST'))),
      NODE_ENV: 'production',
      VARIEGATA_SANDBOX: '1',
      PORT: String(port),
      PUBLIC_BASE_URL: url,
      WEB_BUILD_DIR: basename(inject('webBuildPath')),
      WEB_WORKERS: '1',
      SHARETRIBE_SDK_BASE_URL: twins.marketplace,
      SHARETRIBE_INTEGRATION_BASE_URL: twins.marketplace,
      STRIPE_API_URL: twins.stripe,
      SHIPPO_API_URL: twins.shippo,
      STRAPI_URL: twins.strapi,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<ProcessExit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The site process stopped: ${output}`);
    try {
      if ((await fetch(url)).status < 500) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The site process did not come up: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    log: () => output,
    signal: (name) => void child.kill(name),
    exited,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
