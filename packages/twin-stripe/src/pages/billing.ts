// The Checkout page (subscription mode) and the billing portal page.
import { cancelSubscription, completeCheckout, invoiceDecline, updateSubscription } from '../core/billing';
import { cardFromInput, needsAuthentication } from '../cards';
import type { Twin } from '../core/context';
import { StripeApiError } from '../core/errors';
import type { Params } from '../core/form';
import type { Obj } from '../core/params';
import { createCardPaymentMethod, declineError } from '../api/payment-methods';
import { cardFields, errorBox, esc, hidden, html, notFound, parseExpiry, redirect, tx, type PageResponse } from './html';

function priceLabel(t: Twin, price: Obj): string {
  const product = t.store.get(price['product']);
  const amount = ((price['unit_amount'] as number) / 100).toFixed(2);
  return `${product?.['name'] ?? price['id']}: ${amount} ${String(price['currency']).toUpperCase()} / ${price['recurring']?.['interval'] ?? 'once'}`;
}

/** A card from the form that can pay, or a thrown card error. 3-D Secure is left to the caller unless `skipAuth`. */
function cardFromForm(t: Twin, f: Params, skipAuth = true): Obj {
  const exp = parseExpiry(String(f['exp'] ?? ''));
  const d = cardFromInput({ number: String(f['number'] ?? ''), exp_month: exp.month, exp_year: exp.year, cvc: String(f['cvc'] ?? '') });
  const pm = createCardPaymentMethod(t, d);
  if (skipAuth || !needsAuthentication(pm['_behaviour'])) {
    const decline = invoiceDecline(pm);
    if (decline !== undefined) throw declineError(decline);
  }
  return pm;
}

const AUTH_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

function checkoutForm(t: Twin, cs: Obj, error?: string): PageResponse {
  const items = (cs['_lineItems'] as Obj[]).map((li) => `<li>${esc(priceLabel(t, t.store.must('price', li['price'])))} × ${esc(li['quantity'])}</li>`);
  const needsEmail = cs['customer'] === null;
  return html(
    'Subscribe',
    `<ul>${items.join('')}</ul>${errorBox(error)}
<form method="post" action="/pages/checkout/${esc(cs['id'])}" novalidate>
${needsEmail ? `<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${esc(cs['customer_email'] ?? '')}">` : ''}
${cardFields()}
<button type="submit">Subscribe</button></form>
${cs['cancel_url'] !== null ? `<p><a href="${esc(cs['cancel_url'])}">Cancel and go back</a></p>` : ''}`,
    error === undefined ? 200 : 402,
  );
}

function openSession(t: Twin, id: string): Obj | undefined {
  const cs = t.store.get(id);
  if (cs === undefined || cs['object'] !== 'checkout.session') return undefined;
  if (cs['status'] === 'open' && (cs['expires_at'] as number) < Math.floor(Date.now() / 1000)) {
    cs['status'] = 'expired';
    t.store.save(cs);
  }
  return cs;
}

function successUrl(cs: Obj): string {
  return String(cs['success_url']).replace('{CHECKOUT_SESSION_ID}', cs['id']);
}

export function checkoutPage(t: Twin, id: string): PageResponse {
  const cs = openSession(t, id);
  if (cs === undefined || cs['status'] === 'expired') return notFound('This checkout session');
  if (cs['status'] === 'complete') return redirect(successUrl(cs));
  return checkoutForm(t, cs);
}

export function submitCheckout(t: Twin, id: string, f: Params): PageResponse {
  const cs = openSession(t, id);
  if (cs === undefined || cs['status'] === 'expired') return notFound('This checkout session');
  if (cs['status'] === 'complete') return redirect(successUrl(cs));
  const email = typeof f['email'] === 'string' && f['email'] !== '' ? f['email'] : undefined;
  if (cs['customer'] === null && email === undefined && cs['customer_email'] === null) return checkoutForm(t, cs, 'Enter your email.');
  const result = tx(t, () => {
    const pm = cardFromForm(t, f, false);
    if (needsAuthentication(pm['_behaviour'])) {
      cs['_pending'] = { pm: pm['id'], email: email ?? null };
      t.store.save(cs);
      return undefined;
    }
    return completeCheckout(t, cs, pm, email);
  });
  if (result instanceof StripeApiError) return checkoutForm(t, cs, result.body.message);
  if (result === undefined) return redirect(`${t.publicUrl()}/pages/checkout/${cs['id']}/3ds`);
  return redirect(successUrl(result));
}

/** 3-D Secure challenge for a card entered on the Checkout page. */
export function checkoutThreeDsPage(t: Twin, id: string): PageResponse {
  const cs = openSession(t, id);
  if (cs === undefined || cs['_pending'] == null || cs['status'] !== 'open') return notFound('This authentication');
  const pm = t.store.get(cs['_pending']['pm']);
  return html(
    '3D Secure authentication',
    `<p>Your bank asks you to confirm this subscription with the card ending in ${esc(pm?.['card']?.['last4'])}.</p>
<form method="post" action="/pages/checkout/${esc(cs['id'])}/3ds">
<button type="submit" name="outcome" value="approve">Complete authentication</button>
<button type="submit" name="outcome" value="fail" class="secondary">Fail authentication</button></form>`,
  );
}

export function submitCheckoutThreeDs(t: Twin, id: string, f: Params): PageResponse {
  const cs = openSession(t, id);
  if (cs === undefined || cs['_pending'] == null || cs['status'] !== 'open') return notFound('This authentication');
  const pending = cs['_pending'] as { pm: string; email: string | null };
  cs['_pending'] = null;
  const result = tx(t, () => {
    t.store.save(cs);
    if (f['outcome'] !== 'approve') throw declineError({ code: 'payment_intent_authentication_failure', message: AUTH_FAILED });
    const pm = t.store.must('payment_method', pending.pm);
    const decline = invoiceDecline(pm);
    if (decline !== undefined) throw declineError(decline);
    return completeCheckout(t, cs, pm, pending.email ?? undefined);
  });
  if (result instanceof StripeApiError) return checkoutForm(t, cs, result.body.message);
  return redirect(successUrl(result));
}

function portalSession(t: Twin, id: string): Obj | undefined {
  const s = t.store.get(id);
  return s !== undefined && s['object'] === 'billing_portal.session' ? s : undefined;
}

function portalView(t: Twin, session: Obj, error?: string): PageResponse {
  const subs = t.store.list('subscription', (s) => s['customer'] === session['customer'] && s['status'] !== 'canceled');
  const customer = t.store.get(session['customer']);
  const pm = t.store.get(customer?.['invoice_settings']?.['default_payment_method'] ?? '');
  const prices = t.store.list('price', (p) => p['active'] === true && p['recurring'] !== null).reverse();
  const action = `/pages/billing_portal/${esc(session['id'])}`;
  const subHtml = subs
    .map((s) => {
      const item = s['items']['data'][0] as Obj;
      const options = prices
        .map((p) => `<option value="${esc(p['id'])}"${p['id'] === item['price']['id'] ? ' selected' : ''}>${esc(priceLabel(t, p))}</option>`)
        .join('');
      return `<section aria-labelledby="h-${esc(s['id'])}"><h2 id="h-${esc(s['id'])}">Current plan</h2><p>${esc(priceLabel(t, item['price']))}</p>
<form method="post" action="${action}">${hidden('action', 'change_plan')}${hidden('subscription', s['id'])}
<label for="price-${esc(s['id'])}">Change plan</label><select id="price-${esc(s['id'])}" name="price">${options}</select>
<button type="submit">Update plan</button></form>
<form method="post" action="${action}">${hidden('action', 'cancel')}${hidden('subscription', s['id'])}
<button type="submit" class="secondary">Cancel plan</button></form></section>`;
    })
    .join('');
  return html(
    'Manage your subscription',
    `${errorBox(error)}${subHtml || '<p>You have no active subscription.</p>'}
<section aria-labelledby="h-card"><h2 id="h-card">Payment method</h2>
<p>${pm === undefined ? 'No card on file.' : `${esc(pm['card']['brand'])} ending in ${esc(pm['card']['last4'])}, expires ${esc(pm['card']['exp_month'])}/${esc(pm['card']['exp_year'])}`}</p>
<form method="post" action="${action}" novalidate>${hidden('action', 'update_card')}${cardFields('card-')}
<button type="submit">Save new card</button></form></section>
${session['return_url'] !== null ? `<p><a href="${esc(session['return_url'])}">Return to the site</a></p>` : ''}`,
    error === undefined ? 200 : 402,
  );
}

export function portalPage(t: Twin, id: string): PageResponse {
  const session = portalSession(t, id);
  return session === undefined ? notFound('This billing portal session') : portalView(t, session);
}

export function submitPortal(t: Twin, id: string, f: Params): PageResponse {
  const session = portalSession(t, id);
  if (session === undefined) return notFound('This billing portal session');
  const ownSub = (): Obj => {
    const sub = t.store.must('subscription', String(f['subscription'] ?? ''));
    if (sub['customer'] !== session['customer']) throw declineError({ code: 'resource_missing', message: 'No such subscription.' });
    return sub;
  };
  const result = tx(t, () => {
    if (f['action'] === 'change_plan') return updateSubscription(t, ownSub(), { price: String(f['price'] ?? '') });
    if (f['action'] === 'cancel') return cancelSubscription(t, ownSub());
    if (f['action'] === 'update_card') {
      const pm = cardFromForm(t, f);
      pm['customer'] = session['customer'];
      pm['_setupDone'] = true;
      t.store.save(pm);
      const customer = t.store.must('customer', session['customer']);
      customer['invoice_settings']['default_payment_method'] = pm['id'];
      t.store.save(customer);
      for (const s of t.store.list('subscription', (x) => x['customer'] === session['customer'] && x['status'] !== 'canceled')) {
        updateSubscription(t, s, { defaultPaymentMethod: pm['id'] });
      }
      return pm;
    }
    return undefined;
  });
  if (result instanceof StripeApiError) return portalView(t, session, result.body.message);
  return redirect(session['return_url'] ?? `${t.publicUrl()}/pages/billing_portal/${session['id']}`);
}
