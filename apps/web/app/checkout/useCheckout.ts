/**
 * The checkout's steps in the browser: the address (checked on the server through Shippo), the
 * rates for it, the chosen rate (kept per listing) and the server's breakdown, then the order
 * (`initiate-privileged`), the card step the server answers with, and `transition-privileged`.
 * The attempt key of the page goes with every placement, so a double click places one order.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AddressValues } from './AddressForm';
import type { ElementsStep } from './CardElement';
import { callCheckoutApi, rateStorageKey } from './api-client';
import type { BreakdownView } from './line-items';
import type { CheckoutPageData } from './page.server';
import type { PaymentStep } from './payment.server';
import { sameRate, type RateRef, type RateView } from './rate-view';

interface RatesAnswer {
  rates: RateView[];
  autoSelected: RateRef | null;
}

export type Stage = 'address' | 'rates' | 'paying' | 'confirming';

export function useCheckout(data: CheckoutPageData, csrf: string) {
  const [address, setAddress] = useState<AddressValues>(data.address.values);
  const [manual, setManual] = useState(data.address.manual);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, readonly string[]>>>({});
  const [rates, setRates] = useState<RateView[] | null>(null);
  const [rate, setRate] = useState<RateRef | null>(null);
  const [breakdown, setBreakdown] = useState<BreakdownView | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [card, setCard] = useState<'saved' | 'new'>(data.savedCard ? 'saved' : 'new');
  const [elements, setElements] = useState<(ElementsStep & { transactionId: string }) | null>(null);
  const placing = useRef(false);
  const listingId = data.listing.id;

  const orderData = useCallback(
    (chosen: RateRef | null) => ({ quantity: data.quantity, deliveryMethod: 'shipping', shippingAddress: address, shippingRate: chosen }),
    [address, data.quantity],
  );

  const price = useCallback(
    async (chosen: RateRef | null) => {
      const answer = await callCheckoutApi<{ breakdown: BreakdownView }>('/api/transaction-line-items', { listingId, orderData: orderData(chosen) }, csrf);
      if (answer.ok) setBreakdown(answer.data.breakdown);
      else setError(answer.error);
      return answer.ok;
    },
    [csrf, listingId, orderData],
  );

  // The first breakdown: the item and fees, shipping once a rate is chosen.
  useEffect(() => {
    if (!data.refusal && !data.confirmTransactionId) void price(null);
  }, []);

  const choose = useCallback(
    async (chosen: RateView) => {
      setRate(chosen.ref);
      setError(null);
      sessionStorage.setItem(rateStorageKey(listingId), JSON.stringify(chosen.ref));
      setBusy('Updating the total');
      await price(chosen.ref);
      setBusy(null);
    },
    [listingId, price],
  );

  const continueToRates = useCallback(async () => {
    setError(null);
    setFieldErrors({});
    setBusy('Checking the address');
    const checked = await callCheckoutApi<{ address: AddressValues }>('/api/validate-shipping-address', { listingId, address }, csrf);
    if (!checked.ok) {
      setBusy(null);
      setFieldErrors(checked.fields);
      if (Object.keys(checked.fields).some((k) => k !== 'shipping-address')) setManual(true);
      if (Object.keys(checked.fields).length === 0) setError(checked.error);
      else if (!checked.fields['shipping-address'] && !Object.values(checked.fields).some((messages) => messages.includes(checked.error))) {
        setFieldErrors({ ...checked.fields, 'shipping-address': [checked.error] });
      }
      return;
    }
    setManual(false);
    setBusy('Getting shipping rates');
    const quoted = await callCheckoutApi<RatesAnswer>('/api/shipping-rates', { listingId, addressTo: address, quantity: data.quantity }, csrf);
    setBusy(null);
    if (!quoted.ok) {
      setError(quoted.error);
      return;
    }
    setRates(quoted.data.rates);
    const stored = sessionStorage.getItem(rateStorageKey(listingId));
    const remembered = stored ? quoted.data.rates.find((r) => sameRate(r.ref, JSON.parse(stored) as RateRef) && !r.membershipHref) : undefined;
    const preset = remembered ?? quoted.data.rates.find((r) => sameRate(r.ref, quoted.data.autoSelected));
    if (preset) await choose(preset);
  }, [address, choose, csrf, data.quantity, listingId]);

  const editShipping = useCallback(() => {
    setRate(null);
    sessionStorage.removeItem(rateStorageKey(listingId));
    void price(null);
  }, [listingId, price]);

  const editAddress = useCallback(() => {
    setManual(true);
    setRates(null);
    setRate(null);
  }, []);

  const confirm = useCallback(
    async (transactionId: string) => {
      setBusy('Confirming your order');
      const done = await callCheckoutApi<{ orderUrl: string }>('/api/transition-privileged', { transactionId, transition: 'confirm-payment' }, csrf);
      if (done.ok) {
        sessionStorage.removeItem(rateStorageKey(listingId));
        window.location.assign(done.data.orderUrl);
        return;
      }
      setBusy(null);
      setError(done.error);
    },
    [csrf, listingId],
  );

  const pay = useCallback(async () => {
    if (placing.current || !rate) return;
    placing.current = true;
    setError(null);
    setBusy('Placing your order');
    const placed = await callCheckoutApi<{ transactionId: string; step: PaymentStep }>(
      '/api/initiate-privileged',
      { listingId, ...orderData(rate), attemptKey: data.attemptKey, paymentMethod: card },
      csrf,
    );
    if (!placed.ok) {
      placing.current = false;
      setBusy(null);
      setError(placed.error);
      return;
    }
    const step = placed.data.step;
    if (step.kind === 'redirect') {
      setBusy('Opening the secure card page');
      window.location.assign(step.url);
      return;
    }
    if (step.kind === 'elements') {
      placing.current = false;
      setBusy(null);
      setElements({ clientSecret: step.clientSecret, publishableKey: step.publishableKey, transactionId: placed.data.transactionId });
      return;
    }
    await confirm(placed.data.transactionId);
    placing.current = false;
  }, [card, confirm, csrf, data.attemptKey, listingId, orderData, rate]);

  // Back from the card page or 3-D Secure: confirm the order.
  useEffect(() => {
    if (data.confirmTransactionId) void confirm(data.confirmTransactionId);
  }, []);

  return { elements, confirm, address, setAddress, manual, editAddress, fieldErrors, rates, rate, choose, editShipping, breakdown, busy, error, card, setCard, continueToRates, pay };
}
