/**
 * The payout form's bank account token (spec 3 §2): requested 1 s after the last change, only when
 * every bank field of the country is filled and valid, and cleared at once by any change (so a
 * country or currency change never keeps the old token). On the sandbox the site's server asks the
 * Stripe twin (`/api/payments/bank-account-token`); with a real key, Stripe.js makes it here.
 */
import { BANK_TOKEN_DEBOUNCE_MS, bankTokenGenericErrorMessage, STRIPE_NOT_LOADED_ERROR, type AccountType } from '@variegata/validation/payout-terms';
import { useEffect, useState } from 'react';
import { loadPayoutChecks, payoutChecksNow, type PayoutChecks } from './payout-checks';
import { loadStripeJs } from './stripe-js.client';

export type BankTokenState =
  | { readonly status: 'incomplete' }
  | { readonly status: 'waiting' }
  | { readonly status: 'ready'; readonly token: string; readonly last4: string }
  | { readonly status: 'error'; readonly error: string; readonly fieldErrors: Readonly<Record<string, string>> };

export interface BankTokenInput {
  readonly mode: 'twin' | 'stripe-js';
  readonly publishableKey: string;
  readonly csrfToken: string;
  readonly country: string;
  readonly accountType: AccountType;
  readonly holderName: string;
  readonly fields: Readonly<Record<string, string>>;
}

interface ServerAnswer {
  token?: string;
  bankAccount?: { last4?: string };
  error?: string;
  fieldErrors?: Record<string, string>;
}

async function requestToken(input: BankTokenInput, signal: AbortSignal, checks: PayoutChecks): Promise<BankTokenState> {
  if (input.mode === 'stripe-js') {
    const params = checks.bankAccountTokenParams(input.country, input.fields, { name: input.holderName, type: input.accountType });
    const stripe = await loadStripeJs(input.publishableKey);
    if (!stripe || !params) return { status: 'error', error: stripe ? bankTokenGenericErrorMessage(input.country) : STRIPE_NOT_LOADED_ERROR, fieldErrors: {} };
    const result = await stripe.createToken('bank_account', params);
    if (result.error || !result.token) return { status: 'error', error: result.error?.message ?? bankTokenGenericErrorMessage(input.country), fieldErrors: {} };
    return { status: 'ready', token: result.token.id, last4: result.token.bank_account?.last4 ?? '' };
  }
  const response = await fetch('/api/payments/bank-account-token', {
    method: 'POST',
    signal,
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': input.csrfToken },
    body: JSON.stringify({ country: input.country, accountType: input.accountType, fields: input.fields }),
  });
  const answer = (await response.json().catch(() => ({}))) as ServerAnswer;
  if (!response.ok || !answer.token) return { status: 'error', error: answer.error ?? bankTokenGenericErrorMessage(input.country), fieldErrors: answer.fieldErrors ?? {} };
  return { status: 'ready', token: answer.token, last4: answer.bankAccount?.last4 ?? '' };
}

export function useBankAccountToken(input: BankTokenInput): BankTokenState {
  const [state, setState] = useState<BankTokenState>({ status: 'incomplete' });
  const key = JSON.stringify([input.mode, input.country, input.accountType, input.holderName, input.fields]);
  useEffect(() => {
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const failed = () => {
      if (!abort.signal.aborted) setState({ status: 'error', error: bankTokenGenericErrorMessage(input.country), fieldErrors: {} });
    };
    const check = (checks: PayoutChecks) => {
      const complete = checks.bankAccountTokenParams(input.country, input.fields, { name: input.holderName, type: input.accountType }) !== null;
      setState(complete ? { status: 'waiting' } : { status: 'incomplete' });
      if (!complete) return;
      timer = setTimeout(() => {
        requestToken(input, abort.signal, checks)
          .then((next) => {
            if (!abort.signal.aborted) setState(next);
          })
          .catch(failed);
      }, BANK_TOKEN_DEBOUNCE_MS);
    };
    const checks = payoutChecksNow();
    if (checks) check(checks);
    else {
      // Nothing to check before the checks have come (an untouched form asks for none of their code).
      setState({ status: 'incomplete' });
      if (Object.values(input.fields).some((value) => value.trim() !== ''))
        loadPayoutChecks().then((loaded) => {
          if (!abort.signal.aborted) check(loaded);
        }, failed);
    }
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
    // `key` stands for every input the token depends on.
  }, [key]);
  return state;
}
