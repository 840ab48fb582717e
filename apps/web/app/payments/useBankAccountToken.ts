/**
 * The payout form's bank account token (spec 3 §2): requested 1 s after the last change, only when
 * every bank field of the country is filled and valid, and cleared at once by any change (so a
 * country or currency change never keeps the old token). On the sandbox the site's server asks the
 * Stripe twin (`/api/payments/bank-account-token`); with a real key, Stripe.js makes it here.
 */
import type { AccountType } from '@variegata/validation/payout';
import { BANK_TOKEN_DEBOUNCE_MS, bankTokenGenericErrorMessage, STRIPE_NOT_LOADED_ERROR } from '@variegata/validation/payout';
import { useEffect, useState } from 'react';
import { bankAccountTokenParams } from './bank-token-params';
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

async function requestToken(input: BankTokenInput, signal: AbortSignal): Promise<BankTokenState> {
  if (input.mode === 'stripe-js') {
    const params = bankAccountTokenParams(input.country, input.fields, { name: input.holderName, type: input.accountType });
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
    const complete = bankAccountTokenParams(input.country, input.fields, { name: input.holderName, type: input.accountType }) !== null;
    setState(complete ? { status: 'waiting' } : { status: 'incomplete' });
    if (!complete) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      requestToken(input, abort.signal)
        .then((next) => {
          if (!abort.signal.aborted) setState(next);
        })
        .catch(() => {
          if (!abort.signal.aborted) setState({ status: 'error', error: bankTokenGenericErrorMessage(input.country), fieldErrors: {} });
        });
    }, BANK_TOKEN_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
    // `key` stands for every input the token depends on.
  }, [key]);
  return state;
}
