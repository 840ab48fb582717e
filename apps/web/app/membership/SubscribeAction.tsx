import { Button, buttonClassName } from '@variegata/ui/Button';
import type { BillingPeriod, PlanId } from '@variegata/membership/plans';
import { useState, type FormEvent } from 'react';
import { CsrfField } from '~/shell/CsrfField';
import type { CardAction } from '~/membership/page.server';
import { useShellRootData } from '~/shell/root-data';

const ENDPOINT = '/api/membership/checkout-session';

/**
 * A plan card's button. Logged out: a link to login returning here. Logged in: a form posting to
 * /api/membership/checkout-session; with JavaScript it is sent as JSON and the browser goes to the
 * answered session URL (spec 1 §7), without it the action redirects there itself.
 */
export function SubscribeAction({ action, planId, planTitle, period, fromUrl, returnTo }: {
  action: CardAction;
  planId: PlanId;
  planTitle: string;
  period: BillingPeriod;
  fromUrl: string;
  returnTo: string;
}) {
  const csrf = useShellRootData()?.csrfToken ?? '';
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (action.kind === 'none') return null;
  if (action.kind === 'login') {
    return (
      <a className={buttonClassName({ variant: 'primary', fullWidth: true })} href={action.href} aria-label={`Subscribe to ${planTitle}`}>
        Subscribe
      </a>
    );
  }
  const manage = action.kind === 'manage';
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setPending(true);
    setError(null);
    const body = manage
      ? { isSubscriptionUpdate: true, fromUrl }
      : { planId, isAnnually: period === 'yearly', fromUrl };
    try {
      const response = await fetch(ENDPOINT, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf, Accept: 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json().catch(() => ({}))) as { url?: string; error?: string };
      if (answer.url) {
        window.location.assign(answer.url);
        return;
      }
      setError(answer.error ?? 'Something went wrong. Please try again later.');
      setPending(false);
    } catch {
      // The network call failed: let the browser post the form itself.
      form.submit();
    }
  };
  return (
    <form method="post" action={ENDPOINT} onSubmit={onSubmit} className="mp-subscribe">
      <CsrfField />
      <input type="hidden" name="fromUrl" value={fromUrl} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {manage ? (
        <input type="hidden" name="isSubscriptionUpdate" value="true" />
      ) : (
        <>
          <input type="hidden" name="planId" value={planId} />
          <input type="hidden" name="isAnnually" value={period === 'yearly' ? 'true' : 'false'} />
        </>
      )}
      <Button type="submit" variant={manage ? 'secondary' : 'primary'} fullWidth loading={pending} loadingLabel="Opening secure checkout" aria-label={`${manage ? action.label : 'Subscribe'} – ${planTitle}`}>
        {manage ? action.label : 'Subscribe'}
      </Button>
      {error ? <p className="mp-subscribe__error" role="alert">{error}</p> : null}
    </form>
  );
}
