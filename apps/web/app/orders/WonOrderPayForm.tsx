import { Form } from '@remix-run/react';
import { Button } from '@variegata/ui/Button';
import { useState } from 'react';
import { AddressForm, type AddressValues } from '~/checkout/AddressForm';
import { CsrfField } from '~/shell/CsrfField';
import type { OrderActionData } from './order-page.server';

/**
 * The winner of an auction pays here when the order waits for them (no saved shipping address when
 * the auction closed, or a declined card): the address, then "Pay with saved card". The server picks
 * the cheapest shipping rate and charges the bid plus shipping.
 */
export function WonOrderPayForm({ initial, result, busy }: { initial: AddressValues; result: OrderActionData | undefined; busy: boolean }) {
  const [values, setValues] = useState(initial);
  const fields = result && !result.ok && result.intent === 'pay-won-order' ? (result.fields ?? {}) : {};
  const errors = Object.fromEntries(Object.entries(fields).map(([key, message]) => [key, [message]]));
  return (
    <Form method="post" className="order-action order-pay" aria-label="Pay for your win">
      <h2 className="order-pay__title">Pay for your win</h2>
      <p className="order-action__hint">Where should the seller send your plant? Shipping is added at the best rate for this address and charged with your bid to your saved card.</p>
      <CsrfField />
      <input type="hidden" name="intent" value="pay-won-order" />
      <AddressForm values={values} manual errors={errors} disabled={busy} onChange={setValues} onEdit={() => undefined} shipsTo={[]} />
      <Button type="submit" disabled={busy} fullWidth>
        {busy ? 'Paying…' : 'Pay with saved card'}
      </Button>
    </Form>
  );
}
