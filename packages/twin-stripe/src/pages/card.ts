// The card entry page (stands in for Stripe Elements) and the 3-D Secure challenge page.
import { cardFromInput } from '../cards';
import type { Twin } from '../core/context';
import { StripeApiError } from '../core/errors';
import type { Params } from '../core/form';
import type { Obj } from '../core/params';
import { completePaymentAuthentication } from '../core/payments';
import { createCardPaymentMethod } from '../api/payment-methods';
import { completeSetupAuthentication, confirmSetupIntent } from '../api/setup-intents';
import { cardFields, errorBox, esc, hidden, html, notFound, parseExpiry, redirect, tx, withQuery, type PageResponse } from './html';
import { confirmPaymentIntent } from '../api/payment-intents';

/** The intent a client secret belongs to, if the secret matches. */
export function intentForSecret(t: Twin, secret: string): Obj | undefined {
  const id = secret.split('_secret_')[0] ?? '';
  const intent = t.store.get(id);
  if (intent === undefined || intent['client_secret'] !== secret) return undefined;
  return intent;
}

function isSetup(intent: Obj): boolean {
  return intent['object'] === 'setup_intent';
}

function amountText(intent: Obj): string {
  if (isSetup(intent)) return 'Save a card for later payments.';
  const amount = (intent['amount'] as number) / 100;
  return `Pay ${amount.toFixed(2)} ${String(intent['currency']).toUpperCase()}.`;
}

/** Where the browser goes when the intent reached a final state (like Stripe's return_url redirect). */
export function returnRedirect(intent: Obj, returnUrl: string | undefined): PageResponse {
  const setup = isSetup(intent);
  const ok = ['succeeded', 'requires_capture', 'processing'].includes(intent['status']);
  const params: Record<string, string> = setup
    ? { setup_intent: intent['id'], setup_intent_client_secret: intent['client_secret'] }
    : { payment_intent: intent['id'], payment_intent_client_secret: intent['client_secret'] };
  params['redirect_status'] = ok ? 'succeeded' : 'failed';
  if (returnUrl === undefined || returnUrl === '') {
    return html(ok ? 'Done' : 'Not completed', `<p class="${ok ? 'ok' : 'error'}" role="status">Status: ${esc(intent['status'])}. You can close this page.</p>`);
  }
  return redirect(withQuery(returnUrl, params));
}

function cardForm(intent: Obj, returnUrl: string, error?: string): PageResponse {
  const title = isSetup(intent) ? 'Add a card' : 'Pay with card';
  return html(
    title,
    `<p>${esc(amountText(intent))}</p>${errorBox(error)}
<form method="post" action="/pages/card" novalidate>
${hidden('client_secret', intent['client_secret'])}${hidden('return_url', returnUrl)}
${cardFields()}
<button type="submit">${isSetup(intent) ? 'Save card' : 'Pay'}</button></form>`,
    error === undefined ? 200 : 402,
  );
}

const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation'];

export function cardPage(t: Twin, q: Params): PageResponse {
  const intent = intentForSecret(t, String(q['client_secret'] ?? ''));
  if (intent === undefined) return notFound('This payment');
  if (!CONFIRMABLE.includes(intent['status'])) return returnRedirect(intent, (q['return_url'] as string | undefined) || undefined);
  return cardForm(intent, String(q['return_url'] ?? ''));
}

export function submitCard(t: Twin, f: Params): PageResponse {
  const intent = intentForSecret(t, String(f['client_secret'] ?? ''));
  if (intent === undefined) return notFound('This payment');
  const returnUrl = String(f['return_url'] ?? '');
  const exp = parseExpiry(String(f['exp'] ?? ''));
  const result = tx(t, () => {
    const details = cardFromInput({ number: String(f['number'] ?? ''), exp_month: exp.month, exp_year: exp.year, cvc: String(f['cvc'] ?? '') });
    const pm = createCardPaymentMethod(t, details);
    const params = { payment_method: pm['id'], ...(returnUrl !== '' ? { return_url: returnUrl } : {}) };
    return isSetup(intent) ? confirmSetupIntent(t, intent, params) : confirmPaymentIntent(t, intent, params);
  });
  if (result instanceof StripeApiError) {
    const fresh = t.store.get(intent['id']) ?? intent;
    return cardForm(fresh, returnUrl, result.body.message);
  }
  if (result['status'] === 'requires_action') {
    const next = result['next_action'];
    return redirect(next['redirect_to_url']?.['url'] ?? next['use_stripe_sdk']['stripe_js']);
  }
  return returnRedirect(result, returnUrl);
}

export function threeDsPage(t: Twin, intentId: string, q: Params): PageResponse {
  const intent = intentForSecret(t, String(q['client_secret'] ?? ''));
  if (intent === undefined || intent['id'] !== intentId) return notFound('This authentication');
  if (intent['status'] !== 'requires_action') return returnRedirect(intent, q['return_url'] as string | undefined);
  const pm = t.store.get(intent['payment_method']);
  return html(
    '3D Secure authentication',
    `<p>Your bank asks you to confirm ${isSetup(intent) ? 'saving' : 'this payment with'} the card ending in ${esc(pm?.['card']?.['last4'])}.</p>
<form method="post" action="/pages/3ds/${esc(intent['id'])}">
${hidden('client_secret', intent['client_secret'])}${hidden('return_url', q['return_url'] ?? '')}
<button type="submit" name="outcome" value="approve">Complete authentication</button>
<button type="submit" name="outcome" value="fail" class="secondary">Fail authentication</button></form>`,
  );
}

export function submitThreeDs(t: Twin, intentId: string, f: Params): PageResponse {
  const intent = intentForSecret(t, String(f['client_secret'] ?? ''));
  if (intent === undefined || intent['id'] !== intentId) return notFound('This authentication');
  const approved = f['outcome'] === 'approve';
  tx(t, () => {
    if (isSetup(intent)) completeSetupAuthentication(t, intent, approved);
    else completePaymentAuthentication(t, intent, approved);
  });
  const fresh = t.store.get(intent['id']) ?? intent;
  return returnRedirect(fresh, (f['return_url'] as string | undefined) || undefined);
}
