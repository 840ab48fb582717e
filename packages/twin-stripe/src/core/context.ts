// The state shared by API handlers and hosted pages: store, public URL, event emission.
import type { Store } from './db';
import { newId, nowSeconds } from './ids';
import type { Obj } from './params';
import { render } from './render';
import type { WebhookDeliverer, WebhookEndpointOption } from '../webhooks';

/** The API version of stripe@23 (the twin does not vary its shapes by version). */
export const API_VERSION = '2026-10-28.endive';

export interface Twin {
  store: Store;
  publicUrl(): string;
  deliverer: WebhookDeliverer;
  endpoints: WebhookEndpointOption[];
  /** How long a `processing` payment stays processing before it succeeds. */
  processingMs: number;
  /** The API request being handled (events record it), or null for hosted pages and timers. */
  request: { id: string; idempotency_key: string | null } | null;
}

function wants(enabled: unknown, type: string): boolean {
  if (!Array.isArray(enabled) || enabled.length === 0) return true;
  return enabled.includes('*') || enabled.includes(type);
}

/** Records an event (retrievable via /v1/events) and queues its delivery to every matching endpoint. */
export function emit(t: Twin, type: string, object: Obj, previousAttributes?: Obj): Obj {
  const targets: { url: string; secret: string }[] = [];
  for (const e of t.endpoints) if (wants(e.events, type)) targets.push({ url: e.url, secret: e.secret });
  for (const we of t.store.list('webhook_endpoint', (w) => w['status'] === 'enabled')) {
    if (wants(we['enabled_events'], type)) targets.push({ url: we['url'], secret: we['_secret'] });
  }
  const data: Obj = { object: render(object) };
  if (previousAttributes !== undefined) data['previous_attributes'] = previousAttributes;
  const event: Obj = {
    id: newId('evt'),
    object: 'event',
    api_version: API_VERSION,
    created: nowSeconds(),
    data,
    livemode: false,
    pending_webhooks: targets.length,
    request: t.request ?? { id: null, idempotency_key: null },
    type,
  };
  t.store.insert(event);
  for (const target of targets) t.deliverer.enqueue(event['id'], target.url, target.secret);
  return event;
}

/** The fields of `before` whose values differ in `after` (Stripe's previous_attributes). */
export function previousAttributes(before: Obj, after: Obj, fields: string[]): Obj | undefined {
  const prev: Obj = {};
  for (const f of fields) {
    if (JSON.stringify(before[f]) !== JSON.stringify(after[f])) prev[f] = render(before[f] ?? null);
  }
  return Object.keys(prev).length === 0 ? undefined : prev;
}
