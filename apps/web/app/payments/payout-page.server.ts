/**
 * StripePayoutPage `/account/payments` and StripePayoutOnboardingPage `/account/payments/{returnURLType}`
 * (spec 3 §2 "Payouts"). Without a payout account: the payout form (or the missing-key message);
 * with one: its status box, the bank account on file and instant payout. `success` is where the
 * provider's onboarding returns; `failure` (an expired or used link) gets a fresh link at once.
 * `?listing=<id>`: a seller publishing that draft, who comes back to it (the wizard's returnURLType
 * route) instead of here.
 */
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import type { CurrentUser } from '@variegata/marketplace-client/current-user-entity';
import { apiStatus, providerMessage } from '@variegata/marketplace-client/errors';
import type { PlanId } from '@variegata/membership/plans';
import { FREE_PLAN } from '@variegata/membership/plans';
import { DEFAULT_BUSINESS_MCC, validatePayoutDetails } from '@variegata/validation/payout';
import { availablePayoutCountries, BANK_FIELD_LABELS } from '@variegata/validation/payout-countries';
import type { FieldIssues } from '@variegata/validation/form';
import { field, readForm } from '~/server/form.server';
import { requireUser } from '~/server/guards.server';
import { serverEnv } from '~/server/env.server';
import { apiFor } from '~/server/marketplace.server';
import { bankAccountOnFile, dueInWords, payoutStatusOf } from './account-status';
import { instantPayoutView } from './instant-payout';
import { listingOnboardingReturn, ownListingForPayouts, type PayoutListing } from './listing-payouts.server';
import { ACCOUNT_PAGE_RETURN, createPayoutAccount, onboardingLink, type OnboardingReturn } from './payout-account.server';
import { browserStripeMode, stripeMode, type StripeMode } from './stripe-mode.server';
import { ACCOUNT_FETCH_FAILED_TEXT, MISSING_PUBLISHABLE_KEY_TEXT, PAYOUT_FORM_ERROR_TEXT } from './texts';

export const PAYOUT_PATH = '/account/payments';
const RETURN_TYPES = ['success', 'failure'] as const;

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The seller's shop page, the business profile URL by default (spec 3 §2). */
function profileUrlOf(me: CurrentUser): string {
  const base = serverEnv().PUBLIC_BASE_URL.replace(/\/$/, '');
  const username = me.profile.metadata.username;
  return username ? `${base}/shop/${encodeURIComponent(username)}` : base;
}

const holderNameOf = (me: CurrentUser) => `${me.profile.firstName} ${me.profile.lastName}`.trim();

/** What the payout form needs: the countries this seller may choose, with their bank fields. */
function payoutFormData(me: CurrentUser, mode: StripeMode) {
  const anyCountry = me.profile.metadata.canUploadOutdoorUs === true;
  return {
    stripe: browserStripeMode(mode),
    anyCountry,
    countries: availablePayoutCountries(anyCountry).map((country) => ({
      code: country.code,
      name: regionNames.of(country.code) ?? country.code,
      currency: country.currency,
      bankFields: country.bankFields.map((name) => ({ name, label: BANK_FIELD_LABELS[name] })),
    })),
    holderName: holderNameOf(me),
    profileUrl: profileUrlOf(me),
    mcc: DEFAULT_BUSINESS_MCC,
  };
}

export type PayoutFormData = ReturnType<typeof payoutFormData>;

async function providerRatings(context: AppLoadContext, userId: string): Promise<number[]> {
  const api = apiFor(context);
  const ratings: number[] = [];
  for (let page = 1; page <= 10; page += 1) {
    const { items, meta } = await api.reviews.query({ subjectId: userId, type: 'ofProvider', state: 'public', perPage: 100, page });
    for (const review of items) if (review.rating !== null) ratings.push(review.rating);
    if (page >= meta.totalPages) break;
  }
  return ratings;
}

/** The connected account's side of the page: status, bank account on file, instant payout. */
async function accountData(context: AppLoadContext, me: CurrentUser) {
  const api = apiFor(context);
  let accountData = me.stripeAccount?.stripeAccountData ?? null;
  let fetchError: string | null = null;
  try {
    accountData = (await api.stripeAccount.fetch()).stripeAccountData ?? accountData;
  } catch (error) {
    console.error('[payments] fetch-stripe-account-failed', apiStatus(error), providerMessage(error));
    fetchError = ACCOUNT_FETCH_FAILED_TEXT;
  }
  const status = payoutStatusOf(accountData);
  const plan: PlanId = me.profile.privateData.membershipPlanId ?? FREE_PLAN;
  const ratings = await providerRatings(context, me.id).catch(() => null);
  return {
    status: { ...status, dueWords: dueInWords(status.due) },
    bank: bankAccountOnFile(accountData),
    country: accountData?.country ? (regionNames.of(accountData.country) ?? accountData.country) : null,
    instant: ratings === null ? null : instantPayoutView(plan, ratings),
    fetchError,
  };
}

export type PayoutView =
  | { readonly view: 'missing-key'; readonly message: string }
  | { readonly view: 'form'; readonly form: PayoutFormData }
  | ({ readonly view: 'account' } & Awaited<ReturnType<typeof accountData>>);

async function payoutView(context: AppLoadContext, me: CurrentUser, mode: StripeMode): Promise<PayoutView> {
  if (me.stripeAccount) return { view: 'account', ...(await accountData(context, me)) };
  if (mode.kind === 'missing-key') return { view: 'missing-key', message: MISSING_PUBLISHABLE_KEY_TEXT };
  return { view: 'form', form: payoutFormData(me, mode) };
}

const listingView = (listing: PayoutListing | null) => (listing ? { id: listing.id, title: listing.title } : null);

const currentUserWithAccount = (context: AppLoadContext) => apiFor(context).currentUser.show({ include: ['stripeAccount'] });

export async function payoutPageLoader({ request, context, params }: LoaderFunctionArgs) {
  const returnType = params['returnURLType'];
  if (returnType !== undefined && !(RETURN_TYPES as readonly string[]).includes(returnType)) throw new Response('Not found', { status: 404 });
  await requireUser(request, context, 'login');
  const url = new URL(request.url);
  const me = await currentUserWithAccount(context);
  const listing = await ownListingForPayouts(context, url.searchParams.get('listing'));
  let problem: string | null = null;
  if (returnType === 'failure') {
    // An expired or already used onboarding link: a fresh one at once (Stripe's refresh_url).
    if (!me.stripeAccount) throw redirect(PAYOUT_PATH);
    const link = await onboardingLink(context, ACCOUNT_PAGE_RETURN);
    if (link.ok) throw redirect(link.value);
    problem = link.message ?? null;
  }
  const view = await payoutView(context, me, stripeMode());
  return data(
    {
      ...view,
      listing: listingView(listing),
      returned: returnType ?? null,
      problem,
    },
    { status: problem ? 502 : 200 },
  );
}

export interface PayoutActionData {
  readonly intent: string;
  readonly formError?: string;
  readonly fieldErrors?: FieldIssues;
  readonly values?: Record<string, string>;
}

const failed = (body: PayoutActionData, status: number) => data<PayoutActionData>(body, { status });

const FORM_FIELDS = ['accountType', 'country', 'bankAccountToken', 'businessProfileURL', 'businessProfileMCC'] as const;

/** Where the onboarding returns: the listing being published, or this page. */
async function onboardingReturnFor(context: AppLoadContext, listingId: string): Promise<OnboardingReturn> {
  const listing = await ownListingForPayouts(context, listingId);
  return listing ? listingOnboardingReturn(listing) : ACCOUNT_PAGE_RETURN;
}

export async function payoutPageAction({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, 'login');
  const form = await readForm(request, context);
  const intent = field(form, 'intent');
  if (intent === 'continue-verification') {
    const me = await currentUserWithAccount(context);
    if (!me.stripeAccount) return failed({ intent, formError: 'Add your payout details first.' }, 409);
    const type = field(form, 'linkType') === 'update' ? 'account_update' : 'account_onboarding';
    const link = await onboardingLink(context, await onboardingReturnFor(context, field(form, 'listingId')), type);
    if (!link.ok) return failed({ intent, formError: link.message ?? '' }, 502);
    throw redirect(link.value, 303);
  }
  if (intent !== 'save-payout') return failed({ intent, formError: 'Unknown action.' }, 400);

  const mode = stripeMode();
  if (mode.kind === 'missing-key') return failed({ intent, formError: MISSING_PUBLISHABLE_KEY_TEXT }, 503);
  const me = await currentUserWithAccount(context);
  const values = Object.fromEntries(FORM_FIELDS.map((name) => [name, field(form, name)]));
  const parsed = validatePayoutDetails(values, { canUploadOutdoorUs: me.profile.metadata.canUploadOutdoorUs === true, profileUrl: profileUrlOf(me) });
  if (!parsed.success) return failed({ intent, formError: PAYOUT_FORM_ERROR_TEXT, fieldErrors: parsed.issues, values }, 400);
  const accountToken = field(form, 'accountToken');
  const created = await createPayoutAccount(context, me.id, { ...parsed.output, ...(accountToken ? { accountToken } : {}) }, mode);
  if (!created.ok) {
    const status = created.error === 'in-progress' ? 409 : created.error === 'stripe-not-loaded' ? 400 : 502;
    return failed({ intent, formError: created.message ?? '', values }, status);
  }
  const link = await onboardingLink(context, await onboardingReturnFor(context, field(form, 'listingId')));
  // The account exists now: the page shows it (verification needed) with this message.
  if (!link.ok) return failed({ intent, formError: link.message ?? '' }, 502);
  throw redirect(link.value, 303);
}
