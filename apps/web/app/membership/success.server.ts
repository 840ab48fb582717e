/**
 * The membership success page's data (spec 1 §2.5): the user's name with the plan badge, a message
 * for starter, premium or any other plan (query `plan`), and "Back to activity" to `from` (a
 * same-site path only) or /. With `session_id` (Checkout's success redirect) the plan is confirmed
 * with Stripe at once, so the top bar is right even before the webhook arrives.
 */
import { redirect, type AppLoadContext } from '@remix-run/node';
import { successBackLink, successMessageVariant } from '@variegata/membership/membership-page';
import { getPlan, isPlanId, type PlanId } from '@variegata/membership/plans';
import { memberBadge } from '@variegata/membership/subscriber';
import type { CurrentUser } from '@variegata/marketplace-client/current-user-entity';
import { membershipUser, syncFromCheckoutSession } from './billing.server';

export const SUCCESS_MESSAGES = {
  starter:
    'Your Starter membership is active. Set reserve prices and accept the high bid – and enjoy cheaper flat-rate shipping. Last-chance offers are sent from the Variegata app.',
  premium:
    'Your Premium membership is active. Your listings now carry the verified badge, come first in the recommended search order and are featured in our newsletter, and you can get paid out instantly.',
  other: 'Your membership is active. Thank you for supporting the Variegata community of growers.',
} as const;

export interface SuccessPageData {
  readonly username: string;
  readonly badge: { readonly planId: PlanId; readonly label: string } | null;
  readonly variant: keyof typeof SUCCESS_MESSAGES;
  readonly message: string;
  readonly backHref: string;
}

/**
 * Checkout comes back with `session_id`: the session is confirmed with Stripe (the plan stored),
 * then the page reloads without it, so that this next request's top bar already shows the
 * membership (the root loader runs alongside this one) and the id stays out of the history.
 */
export async function confirmCheckoutReturn(request: Request, context: AppLoadContext, entity: CurrentUser): Promise<void> {
  const url = new URL(request.url);
  const sessionId = url.searchParams.get('session_id');
  if (sessionId === null) return;
  await syncFromCheckoutSession(context, membershipUser(entity), sessionId).catch((error: unknown) => {
    console.error('[membership] confirming the Checkout session failed', error);
  });
  url.searchParams.delete('session_id');
  throw redirect(`${url.pathname}${url.search}`);
}

export async function membershipSuccessData(request: Request, context: AppLoadContext, entity: CurrentUser): Promise<SuccessPageData> {
  const url = new URL(request.url);
  const planParam = url.searchParams.get('plan');
  const user = membershipUser(entity);
  const planId: PlanId = user.planId;
  const shownPlan: PlanId = isPlanId(planParam) && planParam !== 'freePlan' ? planParam : planId;
  const { profile } = entity;
  const username = profile.metadata.username || profile.displayName || profile.firstName;
  const badge = memberBadge(shownPlan);
  const variant = successMessageVariant(planParam);
  return {
    username,
    badge: badge ? { planId: badge.planId, label: getPlan(badge.planId).title } : null,
    variant,
    message: SUCCESS_MESSAGES[variant],
    backHref: successBackLink(url.searchParams.get('from')),
  };
}
