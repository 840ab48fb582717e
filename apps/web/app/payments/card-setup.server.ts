/**
 * Saving a card (spec 3 §2, §7): a setup intent from the marketplace API
 * (`stripeSetupIntents.create`), confirmed in the browser (the Stripe twin's card page, or Stripe.js
 * with its 3-D Secure challenge); then the site checks the intent itself with the stripe SDK (its
 * status and payment method, and that this browser started it) and makes the card the default
 * (`stripeCustomer.create` for a first card, `addPaymentMethod` to replace one). A card is saved
 * whole or not at all: any failure leaves the previous card as it was.
 */
import type { AppLoadContext } from '@remix-run/node';
import { apiStatus, providerMessage } from '@variegata/marketplace-client/errors';
import { err, ok, type Result } from '@variegata/result/result';
import { tryLock } from '~/server/keyed-lock.server';
import { apiFor } from '~/server/marketplace.server';
import { stripeClient, type Stripe } from '~/server/stripe.server';
import { forgetSetupIntent, isPendingSetupIntent, rememberSetupIntent } from './pending-setup-intent.server';
import { CARD_AUTHENTICATION_FAILED_TEXT, CARD_DECLINED_TEXT, PAYMENT_DATA_ERROR_TEXT, PAYMENT_IN_PROGRESS_TEXT } from './texts';

export type CardSetupError = 'authentication-failed' | 'declined' | 'payment-data' | 'in-progress';

/** The HTTP status each failure is shown with. */
export const CARD_SETUP_STATUS: Readonly<Record<CardSetupError, number>> = {
  'authentication-failed': 402,
  declined: 402,
  'payment-data': 400,
  'in-progress': 409,
};

const SETUP_INTENT_ID = /^seti_[A-Za-z0-9]{1,250}$/;

/** A new setup intent for this user, remembered as this browser's pending card setup. */
export async function startCardSetup(context: AppLoadContext): Promise<Result<{ setupIntentId: string; clientSecret: string }, 'payment-data'>> {
  try {
    const intent = await apiFor(context).stripeSetupIntents.create();
    rememberSetupIntent(context, intent.stripeSetupIntentId);
    return ok({ setupIntentId: intent.stripeSetupIntentId, clientSecret: intent.clientSecret });
  } catch (error) {
    console.error('[payments] create-setup-intent-failed', apiStatus(error), providerMessage(error));
    return err('payment-data', PAYMENT_DATA_ERROR_TEXT);
  }
}

export interface CardSetupReturn {
  readonly setupIntentId: string;
  /** As the card page (or Stripe) sends it back; checked against the intent when given. */
  readonly clientSecret?: string | null;
  /** `succeeded` or `failed` from the card page's redirect. */
  readonly redirectStatus?: string | null;
}

/** Why a setup intent did not succeed, in the words the page shows. */
function setupFailure(intent: Stripe.SetupIntent, redirectStatus: string | null | undefined): Result<never, CardSetupError> {
  const last = intent.last_setup_error;
  if (last?.code === 'setup_intent_authentication_failure' || intent.status === 'requires_action') {
    return err('authentication-failed', CARD_AUTHENTICATION_FAILED_TEXT);
  }
  if (last?.type === 'card_error' || last?.decline_code) return err('declined', last.message || CARD_DECLINED_TEXT);
  if (redirectStatus === 'failed') return err('authentication-failed', CARD_AUTHENTICATION_FAILED_TEXT);
  return err('payment-data', PAYMENT_DATA_ERROR_TEXT);
}

async function retrieveSetupIntent(back: CardSetupReturn, userId: string): Promise<Result<Stripe.SetupIntent, CardSetupError>> {
  if (!SETUP_INTENT_ID.test(back.setupIntentId)) return err('payment-data', PAYMENT_DATA_ERROR_TEXT);
  let intent: Stripe.SetupIntent;
  try {
    intent = await stripeClient().setupIntents.retrieve(back.setupIntentId);
  } catch (error) {
    console.error('[payments] retrieve-setup-intent-failed', error instanceof Error ? error.message : error);
    return err('payment-data', PAYMENT_DATA_ERROR_TEXT);
  }
  const owner = intent.metadata?.['sharetribe-user-id'];
  if ((back.clientSecret && intent.client_secret !== back.clientSecret) || (owner !== undefined && owner !== userId)) {
    return err('payment-data', PAYMENT_DATA_ERROR_TEXT);
  }
  return ok(intent);
}

/**
 * Finishes this browser's pending card setup: the card becomes the user's default card. A return
 * for a card that already is the default (a reload of the return page) changes nothing; an intent
 * this browser did not start is never saved.
 */
export async function finishCardSetup(context: AppLoadContext, back: CardSetupReturn): Promise<Result<{ last4: string }, CardSetupError>> {
  const api = apiFor(context);
  const lock = await tryLock(`card-setup:${back.setupIntentId}`);
  if (!lock) return err('in-progress', PAYMENT_IN_PROGRESS_TEXT);
  try {
    const me = await api.currentUser.show({ include: ['stripeCustomer.defaultPaymentMethod'] });
    const intent = await retrieveSetupIntent(back, me.id);
    if (!intent.ok) return intent;
    const paymentMethod = typeof intent.value.payment_method === 'string' ? intent.value.payment_method : intent.value.payment_method?.id;
    const current = me.stripeCustomer?.defaultPaymentMethod;
    if (paymentMethod && current?.stripePaymentMethodId === paymentMethod) return ok({ last4: current.card.last4Digits });
    if (!isPendingSetupIntent(context, back.setupIntentId)) return err('payment-data', PAYMENT_DATA_ERROR_TEXT);
    if (intent.value.status !== 'succeeded' || !paymentMethod) return setupFailure(intent.value, back.redirectStatus);
    const body = { stripePaymentMethodId: paymentMethod };
    const customer = me.stripeCustomer ? await api.stripeCustomer.addPaymentMethod(body) : await api.stripeCustomer.create(body);
    forgetSetupIntent(context);
    return ok({ last4: customer.defaultPaymentMethod?.card.last4Digits ?? '' });
  } catch (error) {
    const message = providerMessage(error);
    console.error('[payments] save-payment-method-failed', apiStatus(error), message);
    if (apiStatus(error) === 402) return err('declined', message || CARD_DECLINED_TEXT);
    return err('payment-data', PAYMENT_DATA_ERROR_TEXT);
  } finally {
    await lock.release();
  }
}

/** Removes the default card (`deletePaymentMethod`); false when the marketplace refused. */
export async function deleteSavedCard(context: AppLoadContext): Promise<boolean> {
  try {
    await apiFor(context).stripeCustomer.deletePaymentMethod();
    return true;
  } catch (error) {
    console.error('[payments] delete-payment-method-failed', apiStatus(error), providerMessage(error));
    return false;
  }
}
