/**
 * Stripe webhooks for memberships. The signature (Stripe-Signature over the raw body, with
 * STRIPE_WEBHOOK_SECRET) is checked by the SDK's `constructEvent`; a bad one is a 400.
 * Checkout completion and subscription changes recompute the customer's plan from Stripe (so
 * the order in which events arrive does not matter) and store it on the user. Each event id is
 * handled once: recent ids are remembered in process and in the user's private data.
 */
import type Stripe from 'stripe';
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

type Obj = Record<string, unknown>;
const idOf = (value: unknown): string =>
  typeof value === 'string' ? value : value && typeof value === 'object' && typeof (value as Obj).id === 'string' ? ((value as Obj).id as string) : '';

/** The customer and (when the event names one) the user an event is about. */
function subjectOf(event: Stripe.Event): { customerId: string; userId: string } {
  const object = event.data.object as unknown as Obj;
  const metadata = (object.metadata && typeof object.metadata === 'object' ? object.metadata : {}) as Record<string, string>;
  const customerId = idOf(object.customer);
  const reference = event.type === 'checkout.session.completed' ? String(object.client_reference_id ?? '') : '';
  return { customerId, userId: metadata['userId'] || reference };
}

/** Verifies and handles one delivery. */
export async function handleStripeWebhook(rawBody: string, signature: string | null, stripe: Stripe = stripeClient()): Promise<WebhookOutcome> {
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error('No Stripe-Signature header.');
    event = stripe.webhooks.constructEvent(rawBody, signature, serverEnv().STRIPE_WEBHOOK_SECRET);
  } catch (error) {
    return { status: 400, body: { received: false, error: `Webhook signature verification failed: ${error instanceof Error ? error.message : 'invalid'}` } };
  }
  if (!MEMBERSHIP_EVENTS.has(event.type)) return { status: 200, body: { received: true, ignored: true } };
  if (recent.has(event.id)) return { status: 200, body: { received: true, duplicate: true } };

  const subject = subjectOf(event);
  if (!subject.customerId) return { status: 200, body: { received: true, ignored: true } };
  const userId = subject.userId || (await userIdOfCustomer(subject.customerId, stripe));
  if (!userId) return { status: 200, body: { received: true, ignored: true } };

  const stored = await storedMembership(userId);
  if (!stored) return { status: 200, body: { received: true, ignored: true } };
  if (stored.eventIds.includes(event.id)) {
    remember(event.id);
    return { status: 200, body: { received: true, duplicate: true } };
  }
  const planId = await syncMembership(userId, subject.customerId, event.id, stripe);
  remember(event.id);
  return { status: 200, body: { received: true, planId } };
}

/** For tests: forget the in-process memory of handled events (the stored ids stay). */
export function forgetHandledEvents(): void {
  recent.clear();
}
