// Stripe-shaped API errors: `{error: {type, code, decline_code, message, param, ...}}` with an HTTP status.

export type StripeErrorType =
  | 'invalid_request_error'
  | 'card_error'
  | 'idempotency_error'
  | 'api_error'
  | 'authentication_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  [extra: string]: unknown;
}

export class StripeApiError extends Error {
  readonly status: number;
  readonly body: StripeErrorBody;
  constructor(status: number, body: StripeErrorBody) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

export function invalidRequest(message: string, param?: string, code?: string): StripeApiError {
  const body: StripeErrorBody = { type: 'invalid_request_error', message };
  if (param !== undefined) body.param = param;
  if (code !== undefined) {
    body.code = code;
    body.doc_url = `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;
  }
  return new StripeApiError(400, body);
}

const NOUNS: Record<string, string> = {
  customer: 'customer',
  payment_method: 'PaymentMethod',
  payment_intent: 'payment_intent',
  setup_intent: 'setupintent',
  charge: 'charge',
  refund: 'refund',
  account: 'account',
  product: 'product',
  price: 'price',
  'checkout.session': 'checkout.session',
  subscription: 'subscription',
  transfer: 'transfer',
  payout: 'payout',
  event: 'event',
  webhook_endpoint: 'webhook_endpoint',
  token: 'token',
  person: 'person',
  invoice: 'invoice',
  'billing_portal.session': 'billing_portal.session',
};

export function resourceMissing(type: string, id: string, param = 'id'): StripeApiError {
  const noun = NOUNS[type] ?? type;
  const err = invalidRequest(`No such ${noun}: '${id}'`, param, 'resource_missing');
  return new StripeApiError(404, err.body);
}

export function unrecognizedUrl(method: string, path: string): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  });
}

export function unexpectedState(message: string, extra: Record<string, unknown> = {}): StripeApiError {
  const err = invalidRequest(message, undefined, extra['code'] as string | undefined ?? 'payment_intent_unexpected_state');
  Object.assign(err.body, extra);
  return err;
}
