/**
 * Server error reporting through Sentry's real Node SDK against a local stand-in of the ingest
 * endpoint (the DSN points at it), in a plain Node process like the site's: off without
 * SENTRY_DSN, and with it an unexpected error arrives as an event envelope with the request path.
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const envelopes: string[] = [];
let ingest: Server;
let port = 0;
const web = fileURLToPath(new URL('../..', import.meta.url));

beforeAll(async () => {
  ingest = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      envelopes.push(`${req.url}\n${body}`);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
  port = (ingest.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => ingest.close(resolve));
});

async function reportInChild(dsn: string): Promise<{ on: boolean; flushed: boolean }> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'SENTRY_DSN'));
  const { stdout } = await promisify(execFile)(process.execPath, ['--conditions=@variegata/source', '--import', 'tsx', 'test/perks/fixtures/report-server-error.ts'], {
    cwd: web,
    env: { ...env, NODE_ENV: 'test', ...(dsn ? { SENTRY_DSN: dsn } : {}) },
    timeout: 60_000,
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as { on: boolean; flushed: boolean };
}

describe('server error reporting', () => {
  it('is off without a DSN: nothing is sent', async () => {
    expect(await reportInChild('')).toEqual({ on: false, flushed: false });
    expect(envelopes).toHaveLength(0);
  });

  it('sends an unexpected error to the configured DSN, with the request path', async () => {
    expect(await reportInChild(`http://publickey@127.0.0.1:${port}/42`)).toEqual({ on: true, flushed: true });
    const envelope = envelopes.find((e) => e.includes('loader exploded'));
    expect(envelope?.startsWith('/api/42/envelope/')).toBe(true);
    expect(envelope).toContain('"extra":{"method":"GET","path":"/marketplace"}');
  });
});
