/**
 * The membership page's data (spec 1 §2.4): the billing period from the URL (`billing`, yearly by
 * default), the four plan cards with formatted prices and the viewer's button for each, the
 * comparison table and the disclaimers. Everything shown comes from @variegata/membership.
 */
import type { AppLoadContext } from '@remix-run/node';
import { formatMoney } from '@variegata/money/format';
import { comparisonTable, disclaimers } from '@variegata/membership/features';
import { planCards, subscribeButton } from '@variegata/membership/membership-page';
import { DEFAULT_BILLING_PERIOD, getPlan, type BillingPeriod, type PlanId } from '@variegata/membership/plans';
import { isSubscriber } from '@variegata/membership/subscriber';
import { flatRatePrices } from '@variegata/shipping/flat-rate';
import { safeReturnPath } from '~/shell/auth-redirect';
import { currentUser } from '~/server/marketplace.server';
import { membershipUser } from './billing.server';

export function billingPeriodOf(value: string | null): BillingPeriod {
  return value === 'monthly' || value === 'yearly' ? value : DEFAULT_BILLING_PERIOD;
}

/** What a card's button does for this viewer. */
export type CardAction =
  | { readonly kind: 'none' }
  | { readonly kind: 'login'; readonly href: string }
  | { readonly kind: 'subscribe' }
  | { readonly kind: 'manage'; readonly label: 'Manage subscription' | 'Change plan' };

export interface PlanCardView {
  readonly id: PlanId;
  readonly title: string;
  readonly description: string;
  readonly imageKey: string;
  readonly price: string;
  readonly struckPrice: string | null;
  /** The saving against monthly billing, as a whole percentage ("20%"), when a price is struck through. */
  readonly saving: string | null;
  readonly billingNote: string;
  readonly features: readonly string[];
  readonly isFree: boolean;
  readonly isTopPlan: boolean;
  readonly isCurrent: boolean;
  readonly action: CardAction;
}

export interface ComparisonView {
  readonly plans: readonly { readonly id: PlanId; readonly title: string }[];
  readonly sections: readonly {
    readonly id: string;
    readonly title: string;
    readonly rows: readonly { readonly label: string; readonly cells: readonly { readonly planId: PlanId; readonly text: string | null; readonly included: boolean }[] }[];
  }[];
}

export interface MembershipPageData {
  readonly period: BillingPeriod;
  readonly fromUrl: string;
  readonly currentPath: string;
  readonly isAuthenticated: boolean;
  readonly isSubscriber: boolean;
  readonly currentPlanId: PlanId | null;
  readonly cards: readonly PlanCardView[];
  readonly comparison: ComparisonView;
  readonly disclaimers: readonly { readonly id: string; readonly text: string; readonly linkTo: string | null }[];
  readonly error: string | null;
}

/** The `?error=` names the page knows (a Map, so a name like `__proto__` finds nothing). */
const ERRORS: ReadonlyMap<string, string> = new Map([
  ['invalid', 'Choose a paid plan to subscribe to.'],
  ['unavailable', 'The payment service is not available right now. Please try again later.'],
]);

export function comparisonView(): ComparisonView {
  const ids: PlanId[] = ['freePlan', 'starterPlan', 'premiumPlan', 'internationalSellerPlan'];
  return {
    plans: ids.map((id) => ({ id, title: getPlan(id).title })),
    sections: comparisonTable(flatRatePrices()).map((section) => ({
      id: section.section,
      title: section.title,
      rows: section.rows.map((row) => ({
        label: row.feature.label,
        cells: ids.map((planId) => {
          const cell = row.cells[planId];
          if (cell.kind === 'price') return { planId, text: cell.price ? formatMoney(cell.price) : 'None', included: cell.price !== null };
          return { planId, text: null, included: cell.included };
        }),
      })),
    })),
  };
}

export function planCardViews(period: BillingPeriod, viewer: { isAuthenticated: boolean; isSubscriber: boolean; currentPlanId: PlanId | null; currentPath: string }): PlanCardView[] {
  return planCards(period).map((card) => {
    const button = subscribeButton(card.id, { isAuthenticated: viewer.isAuthenticated, currentPath: viewer.currentPath });
    const isCurrent = viewer.currentPlanId === card.id;
    let action: CardAction;
    if (button.kind === 'none') action = { kind: 'none' };
    else if (button.kind === 'login') action = { kind: 'login', href: `${button.path}?from=${encodeURIComponent(button.from)}` };
    else if (viewer.isSubscriber) action = { kind: 'manage', label: isCurrent ? 'Manage subscription' : 'Change plan' };
    else action = { kind: 'subscribe' };
    const billingNote = card.isFree
      ? 'Free forever'
      : period === 'yearly'
        ? `Billed ${formatMoney(card.billedTotal)} yearly`
        : 'Billed monthly';
    return {
      id: card.id,
      title: card.title,
      description: card.description,
      imageKey: card.imageKey,
      price: formatMoney(card.price),
      struckPrice: card.monthlyPrice ? formatMoney(card.monthlyPrice) : null,
      saving: card.monthlyPrice && card.monthlyPrice.amount > 0 ? `${Math.round((1 - card.price.amount / card.monthlyPrice.amount) * 100)}%` : null,
      billingNote,
      features: card.features.map((feature) => feature.label),
      isFree: card.isFree,
      isTopPlan: card.isTopPlan,
      isCurrent,
      action,
    };
  });
}

export async function membershipPageData(request: Request, context: AppLoadContext): Promise<MembershipPageData> {
  const url = new URL(request.url);
  const period = billingPeriodOf(url.searchParams.get('billing'));
  const fromUrl = safeReturnPath(url.searchParams.get('from'), '');
  const currentPath = `${url.pathname}${url.search}`;
  const entity = await currentUser(context);
  const user = entity ? membershipUser(entity) : null;
  const subscriber = user ? isSubscriber({ stripeCustomerId: user.stripeCustomerId, membershipPlanId: user.planId }) : false;
  const viewer = { isAuthenticated: user !== null, isSubscriber: subscriber, currentPlanId: user?.planId ?? null, currentPath };
  return {
    period,
    fromUrl,
    currentPath,
    isAuthenticated: viewer.isAuthenticated,
    isSubscriber: subscriber,
    currentPlanId: viewer.currentPlanId,
    cards: planCardViews(period, viewer),
    comparison: comparisonView(),
    disclaimers: disclaimers.map((d) => ({ id: d.id, text: d.defaultText, linkTo: d.linkTo ?? null })),
    error: ERRORS.get(url.searchParams.get('error') ?? '') ?? null,
  };
}
