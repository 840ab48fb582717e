/**
 * Membership billing through Stripe (spec 1 §2.4–§2.6, §4, §7): the plan's recurring price found
 * by lookup key, the user's Stripe customer (created on first use and remembered in private data),
 * Checkout sessions in subscription mode, billing portal sessions, and the user's plan derived from
 * their active subscriptions (what the webhook and the success page write back).
 */
import type { AppLoadContext } from '@remix-run/node';
import type { CurrentUser } from '@variegata/marketplace-client/current-user-entity';
import { apiStatus } from '@variegata/marketplace-client/errors';
import { FREE_PLAN, getPlan, isPlanId, type BillingPeriod, type PlanId } from '@variegata/membership/plans';
import type Stripe from 'stripe';
import { serverEnv } from '~/server/env.server';
import { safeReturnPath } from '~/shell/auth-redirect';
import { apiFor, forgetCurrentUser, integration } from '~/server/marketplace.server';
import { stripeClient } from '~/server/stripe.server';
import { membershipMetadata } from './badges';
import { badgeAuthorListings } from './listing-badges.server';

/** The price lookup key of a plan and billing period, e.g. `starterPlan_yearly` (the seed's convention). */
export function membershipLookupKey(planId: PlanId, period: BillingPeriod): string {
  return `${planId}_${period}`;
}

/** The plan a recurring price sells: its lookup key, else its `metadata.planId`. */
export function planOfPrice(price: Pick<Stripe.Price, 'lookup_key' | 'metadata'> | null | undefined): PlanId | null {
  if (!price) return null;
  const fromKey = price.lookup_key?.replace(/_(monthly|yearly)$/, '');
  if (isPlanId(fromKey)) return fromKey;
  const fromMeta = price.metadata?.['planId'];
  return isPlanId(fromMeta) ? fromMeta : null;
}

export class MembershipBillingError extends Error {
  constructor(readonly code: 'price-not-found' | 'plan-not-purchasable' | 'no-customer', message: string) {
    super(message);
  }
}

/** The active recurring price of a paid plan for the billing period. */
export async function findPlanPrice(planId: PlanId, period: BillingPeriod, stripe: Stripe = stripeClient()): Promise<Stripe.Price> {
  if (getPlan(planId).isFree) throw new MembershipBillingError('plan-not-purchasable', 'The free plan has no subscription.');
  const key = membershipLookupKey(planId, period);
  const list = await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 });
  const price = list.data[0];
  if (!price) throw new MembershipBillingError('price-not-found', `No active Stripe price has the lookup key ${key}.`);
  return price;
}

export interface MembershipUser {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly stripeCustomerId: string;
  readonly planId: PlanId;
}

export function membershipUser(user: CurrentUser): MembershipUser {
  const { profile } = user;
  return {
    id: user.id,
    email: user.email,
    name: [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.displayName,
    stripeCustomerId: profile.privateData.stripeCustomerId ?? '',
    planId: profile.privateData.membershipPlanId ?? FREE_PLAN,
  };
}

/** A Stripe error saying the object does not exist (a deleted customer, a session of another account). */
function isMissing(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return code === 'resource_missing' || statusCode === 404;
}

/**
 * The user's Stripe customer id. A stored id that Stripe still knows is reused (and tagged with
 * the user id, which the webhook reads); otherwise a customer is created and its id stored in
 * the user's private data through the user's own SDK.
 */
export async function ensureStripeCustomer(context: AppLoadContext, user: MembershipUser, stripe: Stripe = stripeClient()): Promise<string> {
  if (user.stripeCustomerId) {
    try {
      const existing = await stripe.customers.retrieve(user.stripeCustomerId);
      if (!('deleted' in existing && existing.deleted)) {
        if (existing.metadata?.['userId'] !== user.id) {
          await stripe.customers.update(existing.id, { metadata: { userId: user.id } });
        }
        return existing.id;
      }
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  const customer = await stripe.customers.create(
    { email: user.email || undefined, name: user.name || undefined, metadata: { userId: user.id } },
    { idempotencyKey: `variegata-customer-${user.id}-${user.stripeCustomerId || 'new'}` },
  );
  await apiFor(context).currentUser.updateProfile({ privateData: { stripeCustomerId: customer.id } });
  forgetCurrentUser(context);
  return customer.id;
}

function siteUrl(path: string): string {
  return new URL(path, serverEnv().PUBLIC_BASE_URL).toString();
}

/** Where the success page sends the user: `/membership-success?plan=…&from=…`. */
export function successPath(planId: PlanId, fromUrl: string): string {
  const query = new URLSearchParams({ plan: planId });
  const from = safeReturnPath(fromUrl, '');
  if (from) query.set('from', from);
  return `/membership-success?${query.toString()}`;
}

/** The membership page with the billing period chosen (and the return location kept). */
export function membershipPagePath(period: BillingPeriod, fromUrl = ''): string {
  const query = new URLSearchParams({ billing: period });
  const from = safeReturnPath(fromUrl, '');
  if (from) query.set('from', from);
  return `/membership?${query.toString()}`;
}

/** A Checkout session in subscription mode for the plan's price; returns its hosted URL. */
export async function createMembershipCheckout(
  context: AppLoadContext,
  user: MembershipUser,
  input: { planId: PlanId; period: BillingPeriod; fromUrl: string },
  stripe: Stripe = stripeClient(),
): Promise<string> {
  const price = await findPlanPrice(input.planId, input.period, stripe);
  const customer = await ensureStripeCustomer(context, user, stripe);
  const success = `${siteUrl(successPath(input.planId, input.fromUrl))}&session_id={CHECKOUT_SESSION_ID}`;
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: user.id,
    line_items: [{ price: price.id, quantity: 1 }],
    success_url: success,
    cancel_url: siteUrl(membershipPagePath(input.period, input.fromUrl)),
    metadata: { userId: user.id, planId: input.planId },
    subscription_data: { metadata: { userId: user.id, planId: input.planId } },
  });
  if (!session.url) throw new Error('Stripe returned a Checkout session without a URL.');
  return session.url;
}

/** A billing portal session for the user's customer; returns to `from` (same-site) or /membership. */
export async function createMembershipPortal(
  context: AppLoadContext,
  user: MembershipUser,
  fromUrl: string,
  stripe: Stripe = stripeClient(),
): Promise<string> {
  const returnUrl = siteUrl(safeReturnPath(fromUrl, '/membership'));
  // Someone with no customer yet has nothing to manage: the plans page is where they can start.
  if (!user.stripeCustomerId) return siteUrl('/membership');
  const customer = await ensureStripeCustomer(context, user, stripe);
  const session = await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl });
  return session.url;
}

/** Statuses in which a subscription grants its plan. */
const GRANTING = new Set<Stripe.Subscription.Status>(['active', 'trialing', 'past_due']);

/** The plan a customer's subscriptions grant now: the newest granting subscription's plan, else free. */
export async function planFromSubscriptions(customerId: string, stripe: Stripe = stripeClient()): Promise<PlanId> {
  const subscriptions = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 20 });
  const granting = subscriptions.data.filter((s) => GRANTING.has(s.status)).sort((a, b) => b.created - a.created);
  for (const subscription of granting) {
    for (const item of subscription.items.data) {
      const plan = planOfPrice(item.price);
      if (plan && plan !== FREE_PLAN) return plan;
    }
  }
  return FREE_PLAN;
}

/** The user a Stripe customer belongs to (the `userId` the site tags customers with). */
export async function userIdOfCustomer(customerId: string, stripe: Stripe = stripeClient()): Promise<string | null> {
  try {
    const customer = await stripe.customers.retrieve(customerId);
    if ('deleted' in customer && customer.deleted) return null;
    return (customer as Stripe.Customer).metadata['userId'] || null;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

export interface StoredMembership {
  readonly planId: PlanId;
  readonly stripeCustomerId: string;
  readonly eventIds: readonly string[];
}

/** The user's membership fields as the operator sees them (Integration SDK). */
export async function storedMembership(userId: string): Promise<StoredMembership | null> {
  try {
    const { privateData } = (await integration().users.show({ id: userId })).profile;
    return { planId: privateData.membershipPlanId ?? FREE_PLAN, stripeCustomerId: privateData.stripeCustomerId ?? '', eventIds: privateData.stripeEventIds ?? [] };
  } catch (error) {
    if (apiStatus(error) === 404) return null;
    throw error;
  }
}

/** How many processed webhook event ids a user's private data remembers. */
export const REMEMBERED_EVENTS = 25;

/**
 * Writes the plan into the user's private data (`membershipPlanId`, and the customer id) and the
 * badge flags into their metadata and onto each of their listings, through the Integration SDK
 * (metadata is operator-only).
 */
export async function writeMembership(userId: string, change: { planId: PlanId; stripeCustomerId: string; eventIds?: readonly string[] }): Promise<void> {
  const privateData = {
    membershipPlanId: change.planId,
    stripeCustomerId: change.stripeCustomerId,
    ...(change.eventIds ? { stripeEventIds: change.eventIds.slice(-REMEMBERED_EVENTS) } : {}),
  };
  await integration().users.updateProfile({ id: userId, privateData, metadata: membershipMetadata(change.planId) });
  await badgeAuthorListings(userId, change.planId);
}

/** Recomputes a user's plan from Stripe and stores it; returns the plan. */
export async function syncMembership(userId: string, customerId: string, eventId?: string, stripe: Stripe = stripeClient()): Promise<PlanId> {
  const planId = await planFromSubscriptions(customerId, stripe);
  const stored = await storedMembership(userId);
  const eventIds = eventId ? [...(stored?.eventIds ?? []), eventId] : stored?.eventIds;
  await writeMembership(userId, { planId, stripeCustomerId: customerId, ...(eventIds ? { eventIds } : {}) });
  return planId;
}

/**
 * The success page's own check: a completed Checkout session of this user's customer updates
 * the plan at once, so the page and the top bar are right even before the webhook arrives.
 */
export async function syncFromCheckoutSession(context: AppLoadContext, user: MembershipUser, sessionId: string, stripe: Stripe = stripeClient()): Promise<PlanId | null> {
  if (!/^cs_[A-Za-z0-9_]+$/.test(sessionId) || !user.stripeCustomerId) return null;
  try {
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    if (session.customer !== user.stripeCustomerId || session.status !== 'complete') return null;
    const plan = await syncMembership(user.id, user.stripeCustomerId, undefined, stripe);
    forgetCurrentUser(context);
    return plan;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}
