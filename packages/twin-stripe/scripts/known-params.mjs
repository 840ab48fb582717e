// Generates src/core/known-params.ts: the top-level parameters stripe@23 accepts per route, read from the SDK's
// type definitions. Run after upgrading `stripe`: node scripts/known-params.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../node_modules/stripe/esm/resources/', import.meta.url));

const ROUTES = {
  'POST /v1/customers': 'Customers#CustomerCreateParams',
  'GET /v1/customers': 'Customers#CustomerListParams',
  'GET /v1/customers/:id': 'Customers#CustomerRetrieveParams',
  'POST /v1/customers/:id': 'Customers#CustomerUpdateParams',
  'DELETE /v1/customers/:id': 'Customers#CustomerDeleteParams',
  'GET /v1/customers/:id/payment_methods': 'Customers#CustomerListPaymentMethodsParams',
  'GET /v1/customers/:id/payment_methods/:pm': 'Customers#CustomerRetrievePaymentMethodParams',
  'POST /v1/payment_methods': 'PaymentMethods#PaymentMethodCreateParams',
  'GET /v1/payment_methods': 'PaymentMethods#PaymentMethodListParams',
  'GET /v1/payment_methods/:id': 'PaymentMethods#PaymentMethodRetrieveParams',
  'POST /v1/payment_methods/:id': 'PaymentMethods#PaymentMethodUpdateParams',
  'POST /v1/payment_methods/:id/attach': 'PaymentMethods#PaymentMethodAttachParams',
  'POST /v1/payment_methods/:id/detach': 'PaymentMethods#PaymentMethodDetachParams',
  'POST /v1/setup_intents': 'SetupIntents#SetupIntentCreateParams',
  'GET /v1/setup_intents': 'SetupIntents#SetupIntentListParams',
  'GET /v1/setup_intents/:id': 'SetupIntents#SetupIntentRetrieveParams',
  'POST /v1/setup_intents/:id': 'SetupIntents#SetupIntentUpdateParams',
  'POST /v1/setup_intents/:id/confirm': 'SetupIntents#SetupIntentConfirmParams',
  'POST /v1/setup_intents/:id/cancel': 'SetupIntents#SetupIntentCancelParams',
  'POST /v1/payment_intents': 'PaymentIntents#PaymentIntentCreateParams',
  'GET /v1/payment_intents': 'PaymentIntents#PaymentIntentListParams',
  'GET /v1/payment_intents/:id': 'PaymentIntents#PaymentIntentRetrieveParams',
  'POST /v1/payment_intents/:id': 'PaymentIntents#PaymentIntentUpdateParams',
  'POST /v1/payment_intents/:id/confirm': 'PaymentIntents#PaymentIntentConfirmParams',
  'POST /v1/payment_intents/:id/capture': 'PaymentIntents#PaymentIntentCaptureParams',
  'POST /v1/payment_intents/:id/cancel': 'PaymentIntents#PaymentIntentCancelParams',
  'GET /v1/charges': 'Charges#ChargeListParams',
  'GET /v1/charges/:id': 'Charges#ChargeRetrieveParams',
  'POST /v1/refunds': 'Refunds#RefundCreateParams',
  'GET /v1/refunds': 'Refunds#RefundListParams',
  'GET /v1/refunds/:id': 'Refunds#RefundRetrieveParams',
  'POST /v1/refunds/:id': 'Refunds#RefundUpdateParams',
  'POST /v1/accounts': 'Accounts#AccountCreateParams',
  'GET /v1/accounts': 'Accounts#AccountListParams',
  'GET /v1/accounts/:id': 'Accounts#AccountRetrieveParams',
  'GET /v1/account': 'Accounts#AccountRetrieveParams',
  'POST /v1/accounts/:id': 'Accounts#AccountUpdateParams',
  'DELETE /v1/accounts/:id': 'Accounts#AccountDeleteParams',
  'GET /v1/accounts/:id/capabilities': 'Accounts#AccountListCapabilitiesParams',
  'POST /v1/accounts/:id/persons': 'Accounts#AccountCreatePersonParams',
  'GET /v1/accounts/:id/persons': 'Accounts#AccountListPersonsParams',
  'GET /v1/accounts/:id/persons/:person': 'Accounts#AccountRetrievePersonParams',
  'POST /v1/accounts/:id/persons/:person': 'Accounts#AccountUpdatePersonParams',
  'POST /v1/account_links': 'AccountLinks#AccountLinkCreateParams',
  'POST /v1/tokens': 'Tokens#TokenCreateParams',
  'GET /v1/tokens/:id': 'Tokens#TokenRetrieveParams',
  'POST /v1/transfers': 'Transfers#TransferCreateParams',
  'GET /v1/transfers': 'Transfers#TransferListParams',
  'GET /v1/transfers/:id': 'Transfers#TransferRetrieveParams',
  'POST /v1/transfers/:id': 'Transfers#TransferUpdateParams',
  'POST /v1/payouts': 'Payouts#PayoutCreateParams',
  'GET /v1/payouts': 'Payouts#PayoutListParams',
  'GET /v1/payouts/:id': 'Payouts#PayoutRetrieveParams',
  'POST /v1/products': 'Products#ProductCreateParams',
  'GET /v1/products': 'Products#ProductListParams',
  'GET /v1/products/:id': 'Products#ProductRetrieveParams',
  'POST /v1/products/:id': 'Products#ProductUpdateParams',
  'POST /v1/prices': 'Prices#PriceCreateParams',
  'GET /v1/prices': 'Prices#PriceListParams',
  'GET /v1/prices/:id': 'Prices#PriceRetrieveParams',
  'POST /v1/prices/:id': 'Prices#PriceUpdateParams',
  'POST /v1/checkout/sessions': 'Checkout/Sessions#SessionCreateParams',
  'GET /v1/checkout/sessions': 'Checkout/Sessions#SessionListParams',
  'GET /v1/checkout/sessions/:id': 'Checkout/Sessions#SessionRetrieveParams',
  'GET /v1/checkout/sessions/:id/line_items': 'Checkout/Sessions#SessionListLineItemsParams',
  'POST /v1/checkout/sessions/:id/expire': 'Checkout/Sessions#SessionExpireParams',
  'POST /v1/subscriptions': 'Subscriptions#SubscriptionCreateParams',
  'GET /v1/subscriptions': 'Subscriptions#SubscriptionListParams',
  'GET /v1/subscriptions/:id': 'Subscriptions#SubscriptionRetrieveParams',
  'POST /v1/subscriptions/:id': 'Subscriptions#SubscriptionUpdateParams',
  'DELETE /v1/subscriptions/:id': 'Subscriptions#SubscriptionCancelParams',
  'GET /v1/invoices/:id': 'Invoices#InvoiceRetrieveParams',
  'POST /v1/billing_portal/sessions': 'BillingPortal/Sessions#SessionCreateParams',
  'GET /v1/events': 'Events#EventListParams',
  'GET /v1/events/:id': 'Events#EventRetrieveParams',
  'POST /v1/webhook_endpoints': 'WebhookEndpoints#WebhookEndpointCreateParams',
  'GET /v1/webhook_endpoints': 'WebhookEndpoints#WebhookEndpointListParams',
  'GET /v1/webhook_endpoints/:id': 'WebhookEndpoints#WebhookEndpointRetrieveParams',
  'POST /v1/webhook_endpoints/:id': 'WebhookEndpoints#WebhookEndpointUpdateParams',
  'DELETE /v1/webhook_endpoints/:id': 'WebhookEndpoints#WebhookEndpointDeleteParams',
};

const PAGINATION = ['ending_before', 'limit', 'starting_after'];

function fields(file, name) {
  const text = readFileSync(`${dir}${file}.d.ts`, 'utf8');
  // top-level `export interface X` or, for Checkout and BillingPortal, `interface X` inside a namespace
  const m = new RegExp(`^(export |    )interface ${name}( extends PaginationParams)? \\{`, 'm').exec(text);
  if (m === null) throw new Error(`${name} not found in ${file}`);
  const indent = m[1] === 'export ' ? '' : '    ';
  const field = new RegExp(`^${indent} {4}([a-z_0-9]+)\\??:`);
  const out = new Set(m[2] !== undefined ? PAGINATION : []);
  for (const line of text.slice(m.index).split('\n').slice(1)) {
    if (line.startsWith(`${indent}}`)) break;
    const f = field.exec(line);
    if (f !== null) out.add(f[1]);
  }
  out.add('expand');
  return [...out].sort();
}

const entries = Object.entries(ROUTES).map(([route, ref]) => {
  const [file, name] = ref.split('#');
  return `  '${route}': [${fields(file, name).map((f) => `'${f}'`).join(', ')}],`;
});
const out = `// Generated by scripts/known-params.mjs from the stripe@23 type definitions: top-level parameters per route.
// Stripe answers 400 parameter_unknown for anything else. Do not edit by hand.

export const KNOWN_PARAMS: Record<string, readonly string[]> = {
${entries.join('\n')}
};
`;
writeFileSync(fileURLToPath(new URL('../src/core/known-params.ts', import.meta.url)), out);
console.log(`wrote ${entries.length} routes`);
