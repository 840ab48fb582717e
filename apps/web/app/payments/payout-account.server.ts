/**
 * The seller's payout account through the marketplace API (spec 3 §2 "Payouts", §7): creating the
 * connected account (account type and accepted terms in the account token, the bank account token,
 * the requested capabilities, business profile URL and MCC), account links to the provider's
 * hosted onboarding (collect currently_due) that come back to the site, and whether a seller's
 * payout details are complete.
 */
import type { AppLoadContext } from '@remix-run/node';
import { apiStatus, providerMessage } from '@variegata/marketplace-client/errors';
import type { StripeAccount } from '@variegata/marketplace-client/stripe-entity';
import { err, ok, type Result } from '@variegata/result/result';
import { accountTokenData, STRIPE_NOT_LOADED_ERROR, type AccountType } from '@variegata/validation/payout';
import { serverEnv } from '~/server/env.server';
import { tryLock } from '~/server/keyed-lock.server';
import { apiFor } from '~/server/marketplace.server';
import { stripeClient } from '~/server/stripe.server';
import { payoutStatusOf } from './account-status';
import { forgetSellerPayouts } from './seller-payouts.server';
import type { StripeMode } from './stripe-mode.server';
import { ACCOUNT_CREATE_FAILED_TEXT, ACCOUNT_LINK_FAILED_TEXT, PAYOUT_IN_PROGRESS_TEXT, withProviderMessage } from './texts';

/** Spec 3 §2: the capabilities a payout account asks for. */
export const REQUESTED_CAPABILITIES = ['card_payments', 'transfers', 'klarna_payments'] as const;

/** Where the provider's onboarding sends the seller back to (site paths). */
export interface OnboardingReturn {
  readonly success: string;
  readonly failure: string;
}

export const ACCOUNT_PAGE_RETURN: OnboardingReturn = { success: '/account/payments/success', failure: '/account/payments/failure' };

const absolute = (path: string) => `${serverEnv().PUBLIC_BASE_URL.replace(/\/$/, '')}${path}`;

/** A fresh onboarding (or update) link; the provider's message when it refused. */
export async function onboardingLink(context: AppLoadContext, back: OnboardingReturn, type: 'account_onboarding' | 'account_update' = 'account_onboarding'): Promise<Result<string, 'link-failed'>> {
  try {
    const link = await apiFor(context).stripeAccountLinks.create({
      successURL: absolute(back.success),
      failureURL: absolute(back.failure),
      type,
      collect: 'currently_due',
    });
    return ok(link.url);
  } catch (error) {
    console.error('[payments] get-stripe-account-link-failed', apiStatus(error), providerMessage(error));
    return err('link-failed', withProviderMessage(ACCOUNT_LINK_FAILED_TEXT, providerMessage(error)));
  }
}

export interface PayoutAccountDetails {
  readonly accountType: AccountType;
  readonly country: string;
  readonly bankAccountToken: string;
  readonly businessProfileURL: string;
  readonly businessProfileMCC: string;
  /** Made by Stripe.js in the browser; offline the site makes it. */
  readonly accountToken?: string;
}

export type CreateAccountError = 'create-failed' | 'stripe-not-loaded' | 'in-progress';

/**
 * Creates the connected account (once: a second submit while the first runs is refused, and an
 * account that exists is returned as it is).
 */
export async function createPayoutAccount(context: AppLoadContext, userId: string, details: PayoutAccountDetails, mode: StripeMode): Promise<Result<StripeAccount, CreateAccountError>> {
  const lock = await tryLock(`payout-account:${userId}`, 60_000);
  if (!lock) return err('in-progress', PAYOUT_IN_PROGRESS_TEXT);
  const api = apiFor(context);
  try {
    const existing = (await api.currentUser.show({ include: ['stripeAccount'] })).stripeAccount;
    if (existing) return ok(existing);
    let accountToken = details.accountToken ?? '';
    if (mode.kind === 'twin') accountToken = (await stripeClient().tokens.create({ account: accountTokenData(details.accountType) })).id;
    else if (accountToken === '') return err('stripe-not-loaded', STRIPE_NOT_LOADED_ERROR);
    const account = await api.stripeAccount.create({
      country: details.country,
      accountToken,
      bankAccountToken: details.bankAccountToken,
      requestedCapabilities: REQUESTED_CAPABILITIES,
      businessProfileMCC: details.businessProfileMCC,
      businessProfileURL: details.businessProfileURL,
    });
    forgetSellerPayouts(userId);
    return ok(account);
  } catch (error) {
    const message = providerMessage(error) ?? (error instanceof Error && 'type' in error ? error.message : undefined);
    console.error('[payments] create-stripe-account-failed', apiStatus(error), message);
    return err('create-failed', withProviderMessage(ACCOUNT_CREATE_FAILED_TEXT, message));
  } finally {
    await lock.release();
  }
}

export type PayoutReadiness = 'missing' | 'incomplete' | 'ready';

/**
 * Whether the signed-in seller's payout details are complete: no account (`missing`), an account
 * the provider still needs information for (`incomplete`), or `ready`. When the provider cannot be
 * asked, an existing account counts as ready (an outage does not stop a seller).
 */
export async function payoutReadiness(context: AppLoadContext): Promise<PayoutReadiness> {
  const api = apiFor(context);
  const me = await api.currentUser.show({ include: ['stripeAccount'] });
  if (!me.stripeConnected && !me.stripeAccount) return 'missing';
  try {
    const account = await api.stripeAccount.fetch();
    return payoutStatusOf(account.stripeAccountData).type === 'verificationSuccess' ? 'ready' : 'incomplete';
  } catch (error) {
    console.error('[payments] fetch-stripe-account-failed', apiStatus(error), providerMessage(error));
    return 'ready';
  }
}
