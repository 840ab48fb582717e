/**
 * PaymentMethodsPage `/account/payment-methods` (spec 3 §2 "Saved cards and payment methods page"):
 * the saved default card, adding or replacing it through a setup intent, deleting it.
 *
 * Loader: the card; a return from the card page (`?setup_intent=…&redirect_status=…`) is finished
 * first (saved: redirect to `?card=saved`; failed: the page with the reason and a 402/400).
 * Action intents: `add-card` (a setup intent; the twin's card page, or its client secret for
 * Stripe.js), `save-card` (Stripe.js confirmed the intent `setupIntentId`), `delete-card`.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { field, readForm } from '~/server/form.server';
import { requireUser } from '~/server/guards.server';
import { serverEnv } from '~/server/env.server';
import { apiFor } from '~/server/marketplace.server';
import { twinCardPageUrl } from './card-page-url';
import { CARD_SETUP_STATUS, deleteSavedCard, finishCardSetup, startCardSetup, type CardSetupReturn } from './card-setup.server';
import { savedCardView } from './saved-card';
import { browserStripeMode, stripeMode } from './stripe-mode.server';
import { CARD_DELETE_FAILED_TEXT, CARD_DELETED_TEXT, CARD_SAVED_TEXT, MISSING_PUBLISHABLE_KEY_TEXT } from './texts';

export const PAYMENT_METHODS_PATH = '/account/payment-methods';

const NOTICES: Readonly<Record<string, string>> = { saved: CARD_SAVED_TEXT, deleted: CARD_DELETED_TEXT };

/** Where the card page sends the browser back to. */
const returnUrl = () => `${serverEnv().PUBLIC_BASE_URL.replace(/\/$/, '')}${PAYMENT_METHODS_PATH}`;

function cardReturnOf(url: URL): CardSetupReturn | null {
  const setupIntentId = url.searchParams.get('setup_intent');
  if (setupIntentId === null) return null;
  return { setupIntentId, clientSecret: url.searchParams.get('setup_intent_client_secret'), redirectStatus: url.searchParams.get('redirect_status') };
}

export async function paymentMethodsLoader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, 'login');
  const url = new URL(request.url);
  let problem: string | null = null;
  let status = 200;
  const back = cardReturnOf(url);
  if (back) {
    const finished = await finishCardSetup(context, back);
    if (finished.ok) throw redirect(`${PAYMENT_METHODS_PATH}?card=saved`);
    problem = finished.message ?? null;
    status = CARD_SETUP_STATUS[finished.error];
  }
  const me = await apiFor(context).currentUser.show({ include: ['stripeCustomer.defaultPaymentMethod'] });
  const mode = stripeMode();
  return data(
    {
      card: savedCardView(me.stripeCustomer?.defaultPaymentMethod, new Date()),
      stripe: browserStripeMode(mode),
      missingKey: mode.kind === 'missing-key' ? MISSING_PUBLISHABLE_KEY_TEXT : null,
      notice: back ? null : (NOTICES[url.searchParams.get('card') ?? ''] ?? null),
      problem,
    },
    { status },
  );
}

export type PaymentMethodsLoaderData = Awaited<ReturnType<typeof paymentMethodsLoader>>['data'];

export interface PaymentMethodsActionData {
  readonly intent: string;
  readonly error?: string;
  /** For Stripe.js: the setup intent to confirm in the browser. */
  readonly setupIntent?: { readonly id: string; readonly clientSecret: string };
}

const failed = (intent: string, error: string, status: number) => data<PaymentMethodsActionData>({ intent, error }, { status });

export async function paymentMethodsAction({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, 'login');
  const form = await readForm(request, context);
  const intent = field(form, 'intent');
  if (intent === 'delete-card') {
    if (!(await deleteSavedCard(context))) return failed(intent, CARD_DELETE_FAILED_TEXT, 502);
    throw redirect(`${PAYMENT_METHODS_PATH}?card=deleted`);
  }
  if (intent === 'add-card') {
    const mode = stripeMode();
    if (mode.kind === 'missing-key') return failed(intent, MISSING_PUBLISHABLE_KEY_TEXT, 503);
    const started = await startCardSetup(context);
    if (!started.ok) return failed(intent, started.message ?? '', 502);
    if (mode.kind === 'twin') throw redirect(twinCardPageUrl(mode.twinUrl, started.value.clientSecret, returnUrl()), 303);
    return data<PaymentMethodsActionData>({ intent, setupIntent: { id: started.value.setupIntentId, clientSecret: started.value.clientSecret } });
  }
  if (intent === 'save-card') {
    const finished = await finishCardSetup(context, { setupIntentId: field(form, 'setupIntentId') });
    if (!finished.ok) return failed(intent, finished.message ?? '', CARD_SETUP_STATUS[finished.error]);
    throw redirect(`${PAYMENT_METHODS_PATH}?card=saved`);
  }
  return failed(intent, 'Unknown action.', 400);
}
