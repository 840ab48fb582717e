/**
 * Stripe webhooks for memberships. The signature (Stripe-Signature over the raw body, with
 * STRIPE_WEBHOOK_SECRET) is checked by the SDK's `constructEvent`; a bad one is a 400.
 * Checkout completion and subscription changes recompute the customer's plan from Stripe (so
 * the order in which events arrive does not matter) and store it on the user. Each event id is
 * handled once: recent ids are remembered in process and in the user's private data. A signed event
 * the site cannot use is acknowledged as ignored; a service failure while handling one is a 503.
 */
import type Stripe from 'stripe';
import * as v from 'valibot';
import { serverEnv } from '~/server/env.server';
import { storedMembership, syncMembership, userIdOfCustomer } from './billing.server';
import { stripeClient } from '~/server/stripe.server';

export const MEMBERSHIP_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

export interface WebhookOutcome {
  readonly status: number;
  readonly body: { received: boolean; duplicate?: boolean; ignored?: boolean; planId?: string; error?: string };
}

const recent = new Map<string, true>();
const RECENT_LIMIT = 2000;

function remember(id: string): void {
  recent.set(id, true);
  if (recent.size > RECENT_LIMIT) {
    const oldest = recent.keys().next().value;
    if (oldest !== undefined) recent.delete(oldest);
  }
}

/**
 * The part of a membership event the site reads. Stripe signs what it sends, but a signed event of
 * another shape (no `data.object`, a customer that is not a customer id, a user reference that is
 * not a user id) is acknowledged and ignored: answering an error would make Stripe retry it for days.
 */
const CUSTOMER_ID = /^cus_[A-Za-z0-9]+$/;
const customerRef = v.union([v.pipe(v.string(), v.regex(CUSTOMER_ID)), v.pipe(v.looseObject({ id: v.pipe(v.string(), v.regex(CUSTOMER_ID)) }), v.transform((c) => c.id))]);
const userRef = v.fallback(v.pipe(v.string(), v.uuid()), '');
const MembershipEvent = v.looseObject({
  id: v.pipe(v.string(), v.nonEmpty()),
  type: v.string(),
  data: v.looseObject({
    object: v.looseObject({
      customer: customerRef,
      client_reference_id: v.optional(v.unknown()),
      metadata: v.fallback(v.looseObject({ userId: v.optional(userRef, '') }), { userId: '' }),
    }),
  }),
});

/** The customer and (when the event names one) the user an event is about; null for an event of another shape. */
function subjectOf(event: unknown): { eventId: string; customerId: string; userId: string } | null {
  const parsed = v.safeParse(MembershipEvent, event);
  if (!parsed.success) return null;
  const object = parsed.output.data.object;
  const reference = parsed.output.type === 'checkout.session.completed' ? v.parse(userRef, object.client_reference_id) : '';
  return { eventId: parsed.output.id, customerId: object.customer, userId: object.metadata.userId || reference };
}

const ignored: WebhookOutcome = { status: 200, body: { received: true, ignored: true } };

/** Verifies and handles one delivery; a marketplace or Stripe failure is a 503 (Stripe retries it). */
export async function handleStripeWebhook(rawBody: string, signature: string | null, stripe: Stripe = stripeClient()): Promise<WebhookOutcome> {
  let event: unknown;
  try {
    if (!signature) throw new Error('No Stripe-Signature header.');
    event = stripe.webhooks.constructEvent(rawBody, signature, serverEnv().STRIPE_WEBHOOK_SECRET);
  } catch (error) {
    return { status: 400, body: { received: false, error: `Webhook signature verification failed: ${error instanceof Error ? error.message : 'invalid'}` } };
  }
  const type = event && typeof event === 'object' ? (event as { type?: unknown }).type : undefined;
  if (typeof type !== 'string' || !MEMBERSHIP_EVENTS.has(type)) return ignored;
  const subject = subjectOf(event);
  if (!subject) return ignored;
  if (recent.has(subject.eventId)) return { status: 200, body: { received: true, duplicate: true } };
  try {
    const userId = subject.userId || v.parse(userRef, await userIdOfCustomer(subject.customerId, stripe));
    if (!userId) return ignored;
    const stored = await storedMembership(userId);
    if (!stored) return ignored;
    if (stored.eventIds.includes(subject.eventId)) {
      remember(subject.eventId);
      return { status: 200, body: { received: true, duplicate: true } };
    }
    const planId = await syncMembership(userId, subject.customerId, subject.eventId, stripe);
    remember(subject.eventId);
    return { status: 200, body: { received: true, planId } };
  } catch (error) {
    console.error(`[membership] webhook ${subject.eventId} could not be handled: ${error instanceof Error ? error.message : String(error)}`);
    return { status: 503, body: { received: false, error: 'The membership could not be updated now; please retry.' } };
  }
}

/** For tests: forget the in-process memory of handled events (the stored ids stay). */
export function forgetHandledEvents(): void {
  recent.clear();
}
