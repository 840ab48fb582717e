// The Connect onboarding page an account link points to.
import { completeOnboarding } from '../core/connect';
import type { Twin } from '../core/context';
import type { Params } from '../core/form';
import type { Obj } from '../core/params';
import { esc, hidden, html, notFound, redirect, tx, type PageResponse } from './html';

function usableLink(t: Twin, linkId: string): { link: Obj; account: Obj } | PageResponse {
  const link = t.store.get(linkId);
  if (link === undefined || link['object'] !== 'account_link') return notFound('This onboarding link');
  // An expired or already used link sends the user to refresh_url, as Stripe does.
  if (link['_used'] === true || (link['expires_at'] as number) < Math.floor(Date.now() / 1000)) return redirect(link['_refreshUrl']);
  const account = t.store.get(link['_account']);
  if (account === undefined) return notFound('This account');
  return { link, account };
}

export function onboardingPage(t: Twin, linkId: string): PageResponse {
  const found = usableLink(t, linkId);
  if ('status' in found) return found;
  const { account } = found;
  const due = account['requirements']['currently_due'] as string[];
  const ind = account['individual'] ?? {};
  return html(
    'Set up payouts',
    `<p>Account <code>${esc(account['id'])}</code> (${esc(account['country'])}). ${due.length === 0 ? 'Nothing is missing.' : `Still needed: ${esc(due.join(', '))}.`}</p>
<form method="post" action="/pages/connect/onboarding/${esc(linkId)}">
<label for="first_name">First name</label><input id="first_name" name="first_name" autocomplete="given-name" value="${esc(ind['first_name'] ?? '')}">
<label for="last_name">Last name</label><input id="last_name" name="last_name" autocomplete="family-name" value="${esc(ind['last_name'] ?? '')}">
<label for="url">Business website</label><input id="url" name="url" type="url" autocomplete="url" value="${esc(account['business_profile']?.['url'] ?? '')}">
<p class="note">Test mode: identity, bank account (routing 110000000, account 000123456789) and terms are filled in with Stripe's test values.</p>
${hidden('action', 'submit')}
<button type="submit">Agree and submit</button></form>
<form method="post" action="/pages/connect/onboarding/${esc(linkId)}">${hidden('action', 'leave')}
<button type="submit" class="secondary">Return without finishing</button></form>`,
  );
}

export function submitOnboarding(t: Twin, linkId: string, f: Params): PageResponse {
  const found = usableLink(t, linkId);
  if ('status' in found) return found;
  const { link, account } = found;
  if (f['action'] === 'leave') return redirect(link['_returnUrl']);
  tx(t, () => {
    link['_used'] = true;
    t.store.save(link);
    const form: { firstName?: string; lastName?: string; url?: string } = {};
    if (typeof f['first_name'] === 'string') form.firstName = f['first_name'];
    if (typeof f['last_name'] === 'string') form.lastName = f['last_name'];
    if (typeof f['url'] === 'string') form.url = f['url'];
    completeOnboarding(t, account, form);
  });
  return redirect(link['_returnUrl']);
}
