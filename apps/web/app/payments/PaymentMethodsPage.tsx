import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Banner } from '@variegata/ui/Banner';
import { Button } from '@variegata/ui/Button';
import { CardBrandIcon } from '@variegata/ui/CardBrandIcon';
import { useState } from 'react';
import { AccountSettingsLayout } from '~/account/AccountSettingsLayout';
import { CsrfField } from '~/shell/CsrfField';
import type { paymentMethodsLoader, PaymentMethodsActionData } from './payment-methods.server';
import { SavedCard } from './SavedCard';
import { StripeCardForm } from './StripeCardForm';

/** PaymentMethodsPage: the saved default card, add or replace it, delete it (spec 3 §2). */
export function PaymentMethodsPage() {
  const { card, stripe, missingKey, notice, problem } = useLoaderData<typeof paymentMethodsLoader>();
  const answer = useActionData<PaymentMethodsActionData>();
  const navigation = useNavigation();
  const [entering, setEntering] = useState(false);
  const pendingIntent = navigation.state !== 'idle' ? navigation.formData?.get('intent') : null;
  const addLabel = card ? 'Replace card' : 'Add card';
  const useElements = stripe.kind === 'stripe-js';

  const addControl = missingKey ? null : useElements && entering ? (
    <StripeCardForm publishableKey={stripe.publishableKey} submitLabel={card ? 'Save new card' : 'Save card'} />
  ) : useElements ? (
    <Button type="button" variant={card ? 'secondary' : 'primary'} onClick={() => setEntering(true)}>
      {addLabel}
    </Button>
  ) : (
    <Form method="post" className="pm-inline-form">
      <CsrfField />
      <input type="hidden" name="intent" value="add-card" />
      <Button type="submit" variant={card ? 'secondary' : 'primary'} loading={pendingIntent === 'add-card'} loadingLabel="Opening the secure card form">
        {addLabel}
      </Button>
    </Form>
  );

  return (
    <AccountSettingsLayout title="Payment methods">
      <div className="pm-page">
        <p className="pm-lead">Your saved card pays for the auctions you win and speeds up checkout. You keep one card at a time.</p>
        {notice ? <Banner tone="success">{notice}</Banner> : null}
        {problem ? <Banner tone="error">{problem}</Banner> : null}
        {answer?.error ? <Banner tone="error">{answer.error}</Banner> : null}
        {missingKey ? (
          <Banner tone="error" title="Cards cannot be added right now">
            {missingKey}
          </Banner>
        ) : null}
        {card ? (
          <SavedCard card={card} actions={addControl} />
        ) : (
          <section className="pm-empty" aria-labelledby="pm-empty-title">
            <CardBrandIcon brand="default" size="lg" decorative />
            <div className="pm-empty__text">
              <h3 id="pm-empty-title" className="pm-empty__title">
                No saved card yet
              </h3>
              <p>Add a card to bid on auctions and to check out in one step.</p>
            </div>
            <div className="pm-empty__actions">{addControl}</div>
          </section>
        )}
        <p className="pm-secure">
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M6 9V7a4 4 0 1 1 8 0v2" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <rect x="4" y="9" width="12" height="9" rx="2" fill="currentColor" />
          </svg>
          Card numbers are typed on the payment provider's secure form. Variegata never sees or stores them.
        </p>
      </div>
    </AccountSettingsLayout>
  );
}
