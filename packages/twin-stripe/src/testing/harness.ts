// Test support: a twin on a random port with the real `stripe` SDK, and a local webhook receiver.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { closeServer, listen } from '@variegata/twin-kit/http-server';
import { rejection } from '@variegata/twin-kit/testing/rejection';
import { startStripeTwin, type RunningStripeTwin, type StripeTwinOptions } from '../server';

export const TEST_KEY = 'sk_test_twin_contract';

export interface Harness {
  twin: RunningStripeTwin;
  stripe: Stripe;
  close(): Promise<void>;
}

export function sdkFor(url: string, key = TEST_KEY): Stripe {
  const u = new URL(url);
  return new Stripe(key, { host: u.hostname, port: Number(u.port), protocol: 'http', maxNetworkRetries: 0 });
}

export async function startHarness(options: Partial<StripeTwinOptions> = {}): Promise<Harness> {
  const twin = await startStripeTwin({ dbPath: ':memory:', port: 0, ...options });
  return { twin, stripe: sdkFor(twin.url), close: () => twin.close() };
}

/**
 * One twin for the calling test file: started before its tests run and closed after them. The
 * returned harness is filled in by then (read it inside tests and hooks, not at module level).
 */
export function useHarness(options: Partial<StripeTwinOptions> = {}): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    Object.assign(harness, await startHarness(options));
  });
  afterAll(() => harness.close());
  return harness;
}

export interface ReceivedWebhook {
  body: string;
  headers: IncomingHttpHeaders;
}

export interface Receiver {
  url: string;
  received: ReceivedWebhook[];
  /** How many more times to answer 500 for an event type. */
  failTimes: Map<string, number>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: ReceivedWebhook[] = [];
  const failTimes = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ body, headers: req.headers });
      let type = '';
      try {
        type = String((JSON.parse(body) as { type?: unknown }).type);
      } catch {
        type = '';
      }
      const left = failTimes.get(type) ?? 0;
      if (left > 0) failTimes.set(type, left - 1);
      res.writeHead(left > 0 ? 500 : 200);
      res.end();
    });
  });
  const url = await listen(server, 0, '127.0.0.1');
  return { url: `${url}/webhooks`, received, failTimes, close: () => closeServer(server) };
}

/** Posts an HTML form like a browser would, without following redirects. */
export async function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** Reads the hidden inputs of the first form on a page (client secret etc.). */
export function hiddenFields(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    out[m[1] as string] = (m[2] as string).replace(/&amp;/g, '&').replace(/&quot;/g, '"');
  }
  return out;
}

/** The error an SDK call expected to fail rejected with. */
export const caught = (p: Promise<unknown>) => rejection<any>(p);
