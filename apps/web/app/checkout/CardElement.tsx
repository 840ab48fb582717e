import { useEffect, useRef, useState } from 'react';

/** What the server answers for a new card with a real publishable key (no Stripe twin). */
export interface ElementsStep {
  readonly clientSecret: string;
  readonly publishableKey: string;
}

/**
 * A new card with Stripe Elements (a real publishable key only): Stripe.js is loaded from
 * `@stripe/stripe-js/pure` when this step is reached, the card field is mounted, and "Pay now"
 * confirms the PaymentIntent in the browser (3-D Secure included); `onPaid` then confirms the order.
 */
export function CardElement({ step, onPaid }: { step: ElementsStep; onPaid(): void }) {
  const mount = useRef<HTMLDivElement>(null);
  const confirmCard = useRef<(() => Promise<string | null>) | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      const { loadStripe } = await import('@stripe/stripe-js/pure');
      const stripe = await loadStripe(step.publishableKey);
      if (!live || !stripe || !mount.current) return;
      const card = stripe.elements().create('card');
      card.mount(mount.current);
      confirmCard.current = async () => {
        const result = await stripe.confirmCardPayment(step.clientSecret, { payment_method: { card } });
        return result.error ? (result.error.message ?? 'Your card was declined. Please use another card.') : null;
      };
      setReady(true);
    })().catch(() => setError('Card payments could not be loaded. Please try again in a moment.'));
    return () => {
      live = false;
    };
  }, [step.clientSecret, step.publishableKey]);

  const pay = async () => {
    if (!confirmCard.current) return;
    setBusy(true);
    setError(null);
    const failed = await confirmCard.current();
    setBusy(false);
    if (failed) setError(failed);
    else onPaid();
  };

  return (
    <div className="co-card" aria-labelledby="co-elements-title">
      <h2 id="co-elements-title" className="co-step-title">
        Card details
      </h2>
      <div ref={mount} className="co-elements" aria-label="Card number, expiry and CVC" />
      <button type="button" className="vg-button vg-button--primary vg-button--lg vg-button--full" onClick={() => void pay()} disabled={!ready || busy}>
        {busy ? 'Paying…' : 'Pay now'}
      </button>
      {error ? (
        <p className="co-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
