// The Stripe twin: /v1 API for the real `stripe` SDK plus local hosted pages, on node:http and SQLite.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeServer, listen, type RunningTwin, type TwinServerOptions } from '@variegata/twin-kit/http-server';
import { handleApi } from './api/dispatch';
import type { Twin } from './core/context';
import { openDatabase, Store } from './core/db';
import { FormError, parseForm, type Params } from './core/form';
import { newId } from './core/ids';
import { handlePage } from './pages/routes';
import { page } from './pages/html';
import { DEFAULT_RETRY, WebhookDeliverer, type RetryPolicy, type WebhookEndpointOption } from './webhooks';

export type { WebhookEndpointOption, RetryPolicy } from './webhooks';

export interface StripeTwinOptions extends TwinServerOptions {
  /** Webhook endpoints that receive every event (or `events`), signed with their `secret`. */
  webhookEndpoints?: WebhookEndpointOption[];
  /** Retry policy for webhook deliveries (exponential backoff, bounded attempts). */
  webhookRetry?: Partial<RetryPolicy>;
  /** When set, only these secret keys are accepted; otherwise any `sk_test_...` key is. */
  apiKeys?: string[];
  /** How long a twin `processing` payment (pm_card_processing) waits before it succeeds. Default 2000 ms. */
  processingMs?: number;
}

export type { RunningTwin };

export interface RunningStripeTwin extends RunningTwin {
  /** Attempts every webhook delivery that is due now (tests use it instead of waiting for the timer). */
  flushWebhooks(): Promise<void>;
}

const MAX_BODY = 1024 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(new FormError('Request body too large'));
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body, null, 2);
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-cache, no-store', ...headers });
  res.end(text);
}

export async function startStripeTwin(options: StripeTwinOptions): Promise<RunningStripeTwin> {
  const host = options.host ?? '127.0.0.1';
  const db = openDatabase(options.dbPath);
  const store = new Store(db);
  let baseUrl = '';
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...options.webhookRetry };
  const deliverer = new WebhookDeliverer(
    db,
    policy,
    (eventId) => {
      const e = store.get(eventId);
      return e === undefined ? undefined : JSON.stringify(Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith('_'))), null, 2);
    },
    (eventId) => {
      const e = store.get(eventId);
      if (e !== undefined && (e['pending_webhooks'] as number) > 0) {
        e['pending_webhooks'] = (e['pending_webhooks'] as number) - 1;
        store.save(e);
      }
    },
  );
  const twin: Twin = {
    store,
    publicUrl: () => options.publicUrl ?? baseUrl,
    deliverer,
    endpoints: options.webhookEndpoints ?? [],
    processingMs: options.processingMs ?? 2000,
    request: null,
  };

  const server = createServer((req, res) => {
    void (async () => {
      const requestId = newId('req');
      const url = new URL(req.url ?? '/', 'http://twin.local');
      const method = (req.method ?? 'GET').toUpperCase();
      try {
        const body = await readBody(req);
        if (url.pathname.startsWith('/v1/')) {
          const out = handleApi(twin, { method, path: url.pathname, query: url.search.slice(1), body, headers: req.headers }, options.apiKeys, requestId);
          sendJson(res, out.status, out.body, out.headers);
          return;
        }
        if (url.pathname.startsWith('/pages/')) {
          const query = parseForm(url.search.slice(1));
          const form: Params = method === 'POST' ? parseForm(body) : {};
          const out = handlePage(twin, method, url.pathname, query, form);
          if (out !== undefined) {
            if (out.redirect !== undefined) {
              res.writeHead(out.status, { location: out.redirect, 'cache-control': 'no-store' });
              res.end();
            } else {
              res.writeHead(out.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
              res.end(out.html);
            }
            return;
          }
          res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
          res.end(page('Not found', '<p>There is no such page.</p>'));
          return;
        }
        if (url.pathname === '/healthz') {
          sendJson(res, 200, { ok: true });
          return;
        }
        sendJson(res, 404, {
          error: {
            type: 'invalid_request_error',
            message: `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
          },
        });
      } catch (e) {
        if (res.headersSent) return;
        if (e instanceof FormError) {
          sendJson(res, 400, { error: { type: 'invalid_request_error', message: e.message } }, { 'request-id': requestId });
          return;
        }
        sendJson(res, 500, { error: { type: 'api_error', message: 'An unexpected error occurred in the Stripe twin.' } }, {
          'request-id': requestId,
          'stripe-should-retry': 'false',
        });
      }
    })();
  });

  baseUrl = await listen(server, options.port, host);
  deliverer.schedule(0); // resume deliveries left pending by a previous run

  return {
    url: baseUrl,
    status: () => {
      const counts = store.counts();
      const pending = db.prepare("SELECT COUNT(*) AS n FROM deliveries WHERE status = 'pending'").get() as { n: number };
      return {
        customers: counts['customer'] ?? 0,
        paymentIntents: counts['payment_intent'] ?? 0,
        setupIntents: counts['setup_intent'] ?? 0,
        accounts: counts['account'] ?? 0,
        subscriptions: counts['subscription'] ?? 0,
        prices: counts['price'] ?? 0,
        events: counts['event'] ?? 0,
        pendingWebhooks: pending.n,
      };
    },
    flushWebhooks: () => deliverer.runOnce(),
    close: async () => {
      await deliverer.close();
      await closeServer(server);
      db.close();
    },
  };
}
