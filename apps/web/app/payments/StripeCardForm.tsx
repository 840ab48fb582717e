/**
 * Adding a card with Stripe Elements (a real publishable key only): the card element, then the
 * setup intent from the action (`add-card`), Stripe.js's `confirmCardSetup` (3-D Secure in its own
 * dialog), and the confirmed intent back to the action (`save-card`), which checks and saves it.
 */
import { useFetcher } from '@remix-run/react';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { Button } from '@variegata/ui/Button';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useShellRootData } from '~/shell/root-data';
import type { PaymentMethodsActionData } from './payment-methods.server';
import { loadStripeJs } from './stripe-js.client';
import { CARD_AUTHENTICATION_FAILED_TEXT, PAYMENT_DATA_ERROR_TEXT } from './texts';

export function StripeCardForm({ publishableKey, submitLabel }: { publishableKey: string; submitLabel: string }) {
  const csrf = useShellRootData()?.csrfToken ?? '';
  const mount = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [card, setCard] = useState<StripeCardElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const intent = useFetcher<PaymentMethodsActionData>();
  const save = useFetcher<PaymentMethodsActionData>();

  useEffect(() => {
    let element: StripeCardElement | null = null;
    void loadStripeJs(publishableKey).then((loaded) => {
      if (!loaded || !mount.current) {
        setError(PAYMENT_DATA_ERROR_TEXT);
        return;
      }
      element = loaded.elements().create('card', { hidePostalCode: false });
      element.mount(mount.current);
      setStripe(loaded);
      setCard(element);
    });
    return () => element?.destroy();
  }, [publishableKey]);

  // The setup intent arrived: confirm it with the card, then hand it to the server.
  useEffect(() => {
    const setupIntent = intent.data?.setupIntent;
    if (intent.state !== 'idle' || !setupIntent || !stripe || !card) return;
    void stripe.confirmCardSetup(setupIntent.clientSecret, { payment_method: { card } }).then((result) => {
      if (result.error) {
        setBusy(false);
        setError(result.error.code === 'setup_intent_authentication_failure' ? CARD_AUTHENTICATION_FAILED_TEXT : (result.error.message ?? PAYMENT_DATA_ERROR_TEXT));
        return;
      }
      save.submit({ _csrf: csrf, intent: 'save-card', setupIntentId: result.setupIntent.id }, { method: 'post' });
    });
  }, [intent.state, intent.data]);

  const serverError = intent.data?.error ?? save.data?.error ?? null;
  useEffect(() => {
    if (serverError) setBusy(false);
  }, [serverError]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !card || busy) return;
    setBusy(true);
    setError(null);
    intent.submit({ _csrf: csrf, intent: 'add-card' }, { method: 'post' });
  }

  const shown = error ?? serverError;
  return (
    <form className="pm-stripe-form" onSubmit={onSubmit} aria-label="Card details" noValidate>
      <label className="vg-field__label" htmlFor="pm-card-element">
        Card details
      </label>
      <div id="pm-card-element" ref={mount} className="pm-stripe-element" />
      {shown ? (
        <p className="vg-field__error" role="alert">
          {shown}
        </p>
      ) : null}
      <Button type="submit" loading={busy} loadingLabel="Saving card" disabled={!card}>
        {submitLabel}
      </Button>
    </form>
  );
}
