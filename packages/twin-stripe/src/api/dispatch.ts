// The /v1 request pipeline: authentication, parsing, idempotency, one SQLite transaction, render and expand.
import { createHash } from 'node:crypto';
import type { Twin } from '../core/context';
import { invalidRequest, StripeApiError, unrecognizedUrl } from '../core/errors';
import { FormError, parseForm, type Params } from '../core/form';
import { KNOWN_PARAMS } from '../core/known-params';
import type { Obj } from '../core/params';
import { expandAll, expandParam, render, type Expander } from '../core/render';
import { accountRoutes } from './accounts';
import { chargeRefundRoutes } from './charges-refunds';
import { checkoutLineItems, checkoutSubscriptionRoutes } from './checkout-subscriptions';
import { customerRoutes } from './customers';
import { eventRoutes } from './events';
import { paymentIntentRoutes } from './payment-intents';
import { paymentMethodRoutes } from './payment-methods';
import { productPriceRoutes } from './products-prices';
import { match, type Route } from './router';
import { setupIntentRoutes } from './setup-intents';
import { tokenTransferRoutes } from './tokens-transfers';

export const ROUTES: Route[] = [
  ...customerRoutes,
  ...paymentMethodRoutes,
  ...setupIntentRoutes,
  ...paymentIntentRoutes,
  ...chargeRefundRoutes,
  ...accountRoutes,
  ...tokenTransferRoutes,
  ...productPriceRoutes,
  ...checkoutSubscriptionRoutes,
  ...eventRoutes,
];

const SPECIAL: Record<string, Expander> = {
  'checkout.session.line_items': (store, parent) => {
    const cs = store.get(parent['id']);
    return cs === undefined ? null : checkoutLineItems({ store } as Twin, cs);
  },
};

export interface ApiResponse {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

export interface RawRequest {
  method: string;
  path: string;
  query: string;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

function header(h: RawRequest['headers'], name: string): string | undefined {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
}

function apiKey(h: RawRequest['headers']): string | undefined {
  const auth = header(h, 'authorization');
  if (auth === undefined) return undefined;
  const bearer = /^Bearer\s+(.+)$/i.exec(auth);
  if (bearer !== null) return bearer[1]?.trim();
  const basic = /^Basic\s+(.+)$/i.exec(auth);
  if (basic !== null) return Buffer.from(basic[1] ?? '', 'base64').toString('utf8').split(':')[0];
  return undefined;
}

function authError(key: string | undefined, allowed: string[] | undefined): StripeApiError | undefined {
  if (key === undefined || key === '') {
    return new StripeApiError(401, {
      type: 'invalid_request_error',
      message:
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    });
  }
  const ok = /^(sk|rk)_test_[A-Za-z0-9_]+$/.test(key) && (allowed === undefined || allowed.includes(key));
  if (!ok) {
    return new StripeApiError(401, {
      type: 'invalid_request_error',
      code: 'api_key_invalid',
      message: `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, Math.min(key.length - 12, 20)))}${key.slice(-4)}`,
    });
  }
  return undefined;
}

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    return `{${Object.keys(v as Obj).sort().map((k) => `${JSON.stringify(k)}:${canonical((v as Obj)[k])}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

function errorResponse(e: StripeApiError): { status: number; body: unknown } {
  return { status: e.status, body: { error: e.body } };
}

export function handleApi(t: Twin, req: RawRequest, allowedKeys: string[] | undefined, requestId: string): ApiResponse {
  const headers: Record<string, string> = { 'request-id': requestId, 'stripe-version': header(req.headers, 'stripe-version') ?? '2026-10-28.endive' };
  const key = apiKey(req.headers);
  const denied = authError(key, allowedKeys);
  if (denied !== undefined) return { ...errorResponse(denied), headers };
  let params: Params;
  try {
    params = parseForm(req.method === 'GET' || req.method === 'DELETE' ? req.query : req.body);
    if (req.method === 'DELETE' && req.body !== '') params = { ...params, ...parseForm(req.body) };
  } catch (e) {
    if (e instanceof FormError) return { ...errorResponse(invalidRequest(e.message)), headers };
    throw e;
  }
  const found = match(ROUTES, req.method, req.path);
  if (found === undefined) return { ...errorResponse(unrecognizedUrl(req.method, req.path)), headers };
  const known = KNOWN_PARAMS[found.route.key];
  const unknown = known === undefined ? undefined : Object.keys(params).find((k) => !known.includes(k));
  if (unknown !== undefined) {
    return { ...errorResponse(invalidRequest(`Received unknown parameter: ${unknown}`, unknown, 'parameter_unknown')), headers };
  }

  const idemKey = req.method === 'POST' ? header(req.headers, 'idempotency-key') : undefined;
  const fingerprint = createHash('sha256').update(`${req.method} ${req.path} ${canonical(params)}`).digest('hex');
  const db = t.store.db;
  const stripeAccount = header(req.headers, 'stripe-account');

  const run = (): { status: number; body: unknown; replayed: boolean } => {
    if (idemKey !== undefined) {
      if (idemKey.length > 255) throw invalidRequest('Idempotency keys must be 255 characters or fewer.', 'Idempotency-Key');
      const prior = db.prepare('SELECT fingerprint, status, body FROM idempotency WHERE api_key = ? AND key = ?').get(key, idemKey) as
        | { fingerprint: string; status: number; body: string }
        | undefined;
      if (prior !== undefined) {
        if (prior.fingerprint !== fingerprint) {
          throw new StripeApiError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idemKey}' if you meant to execute a different request.`,
          });
        }
        return { status: prior.status, body: JSON.parse(prior.body), replayed: true };
      }
    }
    let result: { status: number; body: unknown };
    try {
      const out = found.route.handler(t, { method: req.method, path: req.path, params, pathParams: found.pathParams, stripeAccount });
      const rendered = render(out) as Obj;
      result = { status: 200, body: expandAll(t.store, rendered, expandParam(params), SPECIAL) };
    } catch (e) {
      if (!(e instanceof StripeApiError)) throw e;
      result = errorResponse(e);
    }
    // Like Stripe, a request that failed validation (400/404) saves no idempotent result; a decline (402) does.
    const validationFailure = result.status === 400 || result.status === 404;
    if (idemKey !== undefined && !validationFailure) {
      db.prepare('INSERT INTO idempotency (api_key, key, fingerprint, status, body, created) VALUES (?, ?, ?, ?, ?, ?)').run(
        key,
        idemKey,
        fingerprint,
        result.status,
        JSON.stringify(result.body),
        Date.now(),
      );
    }
    return { ...result, replayed: false };
  };

  t.request = { id: requestId, idempotency_key: idemKey ?? null };
  try {
    const result = req.method === 'GET' ? run() : db.transaction(run)();
    if (result.replayed) headers['idempotent-replayed'] = 'true';
    if (idemKey !== undefined) headers['idempotency-key'] = idemKey;
    return { status: result.status, body: result.body, headers };
  } catch (e) {
    if (e instanceof StripeApiError) return { ...errorResponse(e), headers };
    throw e;
  } finally {
    t.request = null;
  }
}
