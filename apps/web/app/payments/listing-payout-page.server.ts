/**
 * EditListingStripeOnboardingPage `/l/{slug}/{id}/{type}/{tab}/{returnURLType}`: the provider's
 * onboarding returns here for a listing being published. `success` with complete payout details
 * publishes the draft and goes to the listing; with details still due it shows what is missing and
 * "Continue to verification"; `failure` (an expired or used link) gets a fresh link at once.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { field, readForm } from '~/server/form.server';
import { apiFor } from '~/server/marketplace.server';
import { requireSeller } from '~/shell/access.server';
import { dueInWords, payoutStatusOf } from './account-status';
import { listingOnboardingReturn, ownListingForPayouts, payoutStepUrl, publishAfterPayouts } from './listing-payouts.server';
import { onboardingLink, payoutReadiness } from './payout-account.server';

const RETURN_TYPES = ['success', 'failure'] as const;

async function listingOf(request: Request, context: LoaderFunctionArgs['context'], params: LoaderFunctionArgs['params']) {
  await requireSeller(request, context);
  if (!(RETURN_TYPES as readonly string[]).includes(params['returnURLType'] ?? '')) throw new Response('Not found', { status: 404 });
  const listing = await ownListingForPayouts(context, params['id']);
  if (!listing) throw new Response('Listing not found', { status: 404 });
  return listing;
}

export async function listingPayoutLoader({ request, context, params }: LoaderFunctionArgs) {
  const listing = await listingOf(request, context, params);
  const readiness = await payoutReadiness(context);
  if (readiness === 'missing') throw redirect(payoutStepUrl(listing.id));
  let problem: string | null = null;
  if (params['returnURLType'] === 'failure' && readiness === 'incomplete') {
    const link = await onboardingLink(context, listingOnboardingReturn(listing));
    if (link.ok) throw redirect(link.value);
    problem = link.message ?? null;
  }
  if (readiness === 'ready') throw redirect(await publishAfterPayouts(context, listing));
  const account = await apiFor(context).stripeAccount.fetch().catch(() => null);
  const status = payoutStatusOf(account?.stripeAccountData);
  return data({ listing: { id: listing.id, title: listing.title, draftHref: `/l/${listing.slug}/${listing.id}/draft` }, status: { ...status, dueWords: dueInWords(status.due) }, problem }, { status: problem ? 502 : 200 });
}

export async function listingPayoutAction({ request, context, params }: ActionFunctionArgs) {
  const listing = await listingOf(request, context, params);
  const form = await readForm(request, context);
  if (field(form, 'intent') !== 'continue-verification') return data({ formError: 'Unknown action.' }, { status: 400 });
  const link = await onboardingLink(context, listingOnboardingReturn(listing));
  if (!link.ok) return data({ formError: link.message ?? '' }, { status: 502 });
  throw redirect(link.value, 303);
}
