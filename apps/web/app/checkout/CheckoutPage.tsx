import { AppDownloadModal } from '@variegata/ui/AppDownloadModal';
import { Button } from '@variegata/ui/Button';
import { APP_STORE_URL, CALIFORNIA_DISCLAIMER, PLAY_STORE_URL } from '~/shell/config';
import { useEffect, useState } from 'react';
import { AddressForm } from './AddressForm';
import { CardElement } from './CardElement';
import { OrderSummary } from './OrderSummary';
import type { CheckoutPageData } from './page.server';
import { RatePicker } from './RatePicker';
import { useCheckout } from './useCheckout';

/**
 * The checkout page (spec 3 §2 "Checkout"): shipping address, shipping rate, card, and the order
 * summary beside them (under them on a phone). Every control names what it does; the busy step
 * and any error are announced.
 */
export function CheckoutPage({ data, csrf }: { data: CheckoutPageData; csrf: string }) {
  const c = useCheckout(data, csrf);
  const working = c.busy !== null;
  // Marks the page as interactive (tests wait for it before clicking).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const marker = hydrated ? { 'data-hydrated': '' } : {};
  const [appPrompt, setAppPrompt] = useState(false);
  const elements = c.elements;
  if (data.refusal) {
    return (
      <div className="co-layout" {...marker}>
        <section className="co-main">
          <div className="co-card">
            <p className="co-error" role="alert">
              {data.refusal}
            </p>
            <a className="co-link" href={data.listing.href}>
              Back to the listing
            </a>
          </div>
        </section>
        <aside className="co-side" aria-label="Order summary">
          <OrderSummary listing={data.listing} quantity={data.quantity} breakdown={null} loading={false} />
        </aside>
      </div>
    );
  }
  return (
    <div className="co-layout" {...marker}>
      <section className="co-main" aria-label="Shipping and payment">
        {data.confirmTransactionId ? (
          <div className="co-card">
            <h2 className="co-step-title">Confirming your payment</h2>
            {c.error ? null : <p className="co-muted">One moment while we confirm your order…</p>}
          </div>
        ) : (
          <>
            <form
              className="co-card"
              onSubmit={(event) => {
                event.preventDefault();
                void c.continueToRates();
              }}
              noValidate
            >
              <AddressForm values={c.address} manual={c.manual} errors={c.fieldErrors} disabled={working} onChange={c.setAddress} onEdit={c.editAddress} shipsTo={data.listing.shipsTo} />
              {c.rates === null ? (
                <Button type="submit" variant="primary" fullWidth loading={working} loadingLabel={c.busy ?? undefined}>
                  Continue to shipping
                </Button>
              ) : null}
            </form>
            {c.rates ? (
              <section className="co-card" aria-labelledby="co-rates-title">
                <h2 id="co-rates-title" className="co-step-title">
                  Shipping
                </h2>
                <RatePicker rates={c.rates} chosen={c.rate} onChoose={(r) => void c.choose(r)} onEdit={c.editShipping} disabled={working} />
              </section>
            ) : null}
            {elements ? <CardElement step={elements} onPaid={() => void c.confirm(elements.transactionId)} /> : null}
            {c.rate && !c.elements ? (
              <form
                className="co-card"
                aria-labelledby="co-pay-title"
                onSubmit={(event) => {
                  event.preventDefault();
                  void c.pay();
                }}
              >
                <h2 id="co-pay-title" className="co-step-title">
                  Payment
                </h2>
                <fieldset className="co-fieldset" disabled={working}>
                  <legend className="vg-visually-hidden">Choose how to pay</legend>
                  {data.savedCard ? (
                    <label className="co-rate" htmlFor="co-card-saved">
                      <input id="co-card-saved" type="radio" name="paymentMethod" value="saved" checked={c.card === 'saved'} onChange={() => c.setCard('saved')} />
                      <span>
                        <strong>
                          {data.savedCard.brand.toUpperCase()} •••• {data.savedCard.last4}
                        </strong>
                        <span className="co-muted co-block">Saved card</span>
                      </span>
                    </label>
                  ) : null}
                  <label className="co-rate" htmlFor="co-card-new">
                    <input id="co-card-new" type="radio" name="paymentMethod" value="new" checked={c.card === 'new'} onChange={() => c.setCard('new')} />
                    <span>
                      <strong>Use a new card</strong>
                      <span className="co-muted co-block">You enter it on our payment provider's secure page.</span>
                    </span>
                  </label>
                </fieldset>
                {data.instalments ? (
                  <button type="button" className="co-rate co-instalments" onClick={() => setAppPrompt(true)}>
                    <span aria-hidden="true">◔</span>
                    <span>
                      <strong>Pay in 4 instalments</strong>
                      <span className="co-muted co-block">Buy now, pay later in the Variegata app.</span>
                    </span>
                  </button>
                ) : null}
                <Button type="submit" variant="primary" fullWidth loading={working} loadingLabel={c.busy ?? undefined} disabled={!c.breakdown}>
                  {c.breakdown ? `Pay now ${c.breakdown.total}` : 'Pay now'}
                </Button>
              </form>
            ) : null}
          </>
        )}
        <p className="co-status" role="status" aria-live="polite">
          {c.busy ? `${c.busy}…` : ''}
        </p>
        {c.error ? (
          <p className="co-error" role="alert">
            {c.error}
          </p>
        ) : null}
      </section>
      <aside className="co-side" aria-label="Order summary">
        <OrderSummary listing={data.listing} quantity={data.quantity} breakdown={c.breakdown} loading={working} />
      </aside>
      <AppDownloadModal open={appPrompt} onClose={() => setAppPrompt(false)} title="Pay in instalments in the app" appStoreHref={APP_STORE_URL} googlePlayHref={PLAY_STORE_URL} disclaimer={CALIFORNIA_DISCLAIMER}>
        <p>Buy now, pay later is available in the Variegata app. Download it to pay for this plant in 4 instalments.</p>
      </AppDownloadModal>
    </div>
  );
}
