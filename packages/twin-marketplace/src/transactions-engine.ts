/**
 * Executes `@variegata/transaction-process`: checks the transition (state, actor, privileged needs
 * a trusted context), runs its actions in order on a draft (protected data and metadata merges,
 * line items and totals from `@variegata/money`, stock reservations, reviews, payment hooks), then
 * commits everything in one SQLite transaction and re-plans the timers. Speculative runs do every
 * check and computation but persist nothing and call no payment hook. One transition at a time per
 * transaction: a concurrent one gets 409 `conflict`.
 */
import { randomUUID } from 'node:crypto';
import { INSTANT_PAYOUT_PROCESS_NAME } from '@variegata/transaction-process/process';
import type { Actor } from '@variegata/process-definition/definition';
import { checkTransition } from '@variegata/process-definition/machine';
import { checkTotals, withFullRefund, type LineItem } from '@variegata/money/line-items';
import { lineItemsParam, storedLineItems as stored } from './transactions-line-items';
import type { App } from './http-context';
import { ApiError, conflict, forbidden, invalidValue, missingKey } from './http-errors';
import { parseJson, stmt } from './db';
import { mergeExtendedData } from './extended-data';
import { getListing, type ListingRow } from './listings-model';
import { adjustStock } from './stock';
import { getTx, type ReservationRow, type StoredLineItem, type TxRow } from './transactions-model';
import type { PaymentContext, PaymentHooks } from './payments-hooks';
import { recordEvent } from './events';
import { wireTransition } from './transition-names';
import { planTimers } from './transactions-schedule';
import { bookingOf } from './bookings';
import { bookingStateChange, commitBooking, pendingBooking, type BookingDraft } from './transactions-bookings';
import { notifyTransition } from './transactions-notifications';
import { defaultPaymentMethodOf, stripeAccountOf, stripeCustomerOf } from './stripe-model';

function stripeIdsOf(app: App, customerId: string, providerId: string) {
  const c = stripeCustomerOf(app, customerId);
  return {
    customerStripeCustomerId: c?.stripe_customer_id ?? null,
    customerDefaultPaymentMethodId: c ? defaultPaymentMethodOf(c)?.stripePaymentMethodId ?? null : null,
    providerStripeAccountId: stripeAccountOf(app, providerId)?.stripe_account_id ?? null,
  };
}

export interface TransitionRequest {
  txId: string | null;
  processAlias?: string;
  transition: string;
  params: Record<string, unknown>;
  actor: Actor;
  /** The user taking the transition (customer or provider); null for operator/system. */
  userId: string | null;
  trusted: boolean;
  speculative: boolean;
}

export interface TransitionOutcome { tx: TxRow; transitionsAdded: { transition: string; createdAt: Date; by: string }[] }

const locks = new WeakMap<App, Set<string>>();

function lockSet(app: App): Set<string> {
  let s = locks.get(app);
  if (!s) { s = new Set(); locks.set(app, s); }
  return s;
}

function hooks(app: App): PaymentHooks {
  return app.paymentHooks;
}

interface Draft {
  protectedData: Record<string, unknown>;
  metadata: Record<string, unknown>;
  lineItems: LineItem[] | StoredLineItem[];
  lineItemsChanged: boolean;
  payin: number | null;
  payout: number | null;
  currency: string | null;
  reservation?: { create?: number; setState?: 'accepted' | 'declined' | 'cancelled' };
  booking: BookingDraft;
  reviews: { type: 'ofProvider' | 'ofCustomer'; rating: number; content: string }[];
  publishReviews: boolean;
}

/** Full refund line items (reversals of every item) and zero totals: calculate-full-refund. */
function refundInFull(draft: Draft): void {
  if (draft.lineItems.length === 0) return;
  draft.lineItems = withFullRefund(draft.lineItems as LineItem[]);
  draft.lineItemsChanged = true;
  draft.payin = 0;
  draft.payout = 0;
}

function reviewParams(params: Record<string, unknown>): { rating: number; content: string } {
  const rating = params['reviewRating'];
  const content = params['reviewContent'];
  if (rating === undefined) throw missingKey('params.reviewRating', 'body');
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5) throw invalidValue('params.reviewRating', 'body', 'reviewRating must be 1 to 5');
  if (content === undefined) throw missingKey('params.reviewContent', 'body');
  if (typeof content !== 'string' || content.length > 10000) throw invalidValue('params.reviewContent', 'body');
  return { rating, content };
}

export async function runTransition(app: App, req: TransitionRequest): Promise<TransitionOutcome> {
  const existing = req.txId ? getTx(app, req.txId) : undefined;
  if (req.txId && !existing) throw new ApiError(404, 'not-found', 'Transaction not found');
  const lockKey = req.txId ?? '';
  const lockset = lockSet(app);
  if (req.txId && !req.speculative) {
    if (lockset.has(lockKey)) throw conflict('conflict', 'Another transition of this transaction is in progress');
    lockset.add(lockKey);
  }
  try {
    return await run(app, req, existing);
  } finally {
    if (req.txId && !req.speculative) lockset.delete(lockKey);
  }
}

async function run(app: App, req: TransitionRequest, existing: TxRow | undefined): Promise<TransitionOutcome> {
  const now = app.now();
  const proc = existing ? app.processes.byName(existing.process_name, existing.process_version) : app.processes.byAlias(req.processAlias ?? '');
  if (!proc) {
    if (existing) throw new ApiError(500, 'internal-server-error', 'Unknown process of a stored transaction');
    throw invalidValue('processAlias', 'body', `Unknown process alias ${req.processAlias ?? ''}`);
  }
  const from = existing ? existing.state : null;
  const checked = checkTransition(proc, from, req.transition, req.actor, { trusted: req.trusted });
  if (!checked.ok) {
    if (checked.error === 'transaction-forbidden') throw forbidden(checked.message ?? 'Privileged transition requires a trusted context');
    throw conflict('transaction-invalid-transition', checked.message ?? 'Invalid transition');
  }
  const def = checked.value;
  const has = (action: string) => def.actions.some((a) => a.name === action);
  const params = req.params;

  let listing: ListingRow | undefined;
  let customerId: string;
  let providerId: string;
  if (existing) {
    listing = getListing(app, existing.listing_id);
    customerId = existing.customer_id;
    providerId = existing.provider_id;
  } else {
    const lid = params['listingId'];
    const listingId = lid && typeof lid === 'object' && 'uuid' in lid ? String((lid as { uuid: string }).uuid) : typeof lid === 'string' ? lid : undefined;
    if (!listingId) throw missingKey('params.listingId', 'body');
    listing = getListing(app, listingId.toLowerCase());
    if (!listing || listing.deleted || listing.state !== 'published') throw conflict('transaction-listing-not-found', 'Listing not found or not open');
    if (!req.userId) throw forbidden('Only a customer can initiate');
    if (listing.author_id === req.userId) throw forbidden('Cannot start a transaction on your own listing');
    customerId = req.userId;
    providerId = listing.author_id;
  }

  const draft: Draft = {
    protectedData: existing ? parseJson(existing.protected_data) : {},
    metadata: existing ? parseJson(existing.metadata) : {},
    lineItems: existing ? (JSON.parse(existing.line_items) as StoredLineItem[]) : [],
    lineItemsChanged: false,
    payin: existing?.payin_total_amount ?? null,
    payout: existing?.payout_total_amount ?? null,
    currency: existing?.currency ?? null,
    booking: {},
    reviews: [],
    publishReviews: false,
  };
  const reservation = existing
    ? (stmt(app.db, 'SELECT * FROM stock_reservations WHERE transaction_id = ?').get(existing.id) as ReservationRow | undefined)
    : undefined;
  const paymentSteps: ((c: PaymentContext) => Promise<void>)[] = [];
  const h = hooks(app);

  for (const { name: action, config } of def.actions) {
    switch (action) {
      case 'update-protected-data':
        draft.protectedData = mergeExtendedData(draft.protectedData, params['protectedData'], 'params.protectedData');
        break;
      case 'privileged-update-metadata':
        draft.metadata = mergeExtendedData(draft.metadata, params['metadata'], 'params.metadata');
        break;
      case 'privileged-set-line-items': {
        const items = lineItemsParam(params['lineItems']);
        const totals = checkTotals(items);
        if (!totals.ok) throw invalidValue('params.lineItems', 'body');
        draft.lineItems = items;
        draft.lineItemsChanged = true;
        draft.payin = totals.value.payinTotal.amount;
        draft.payout = totals.value.payoutTotal.amount;
        draft.currency = totals.value.payinTotal.currency;
        break;
      }
      case 'create-pending-stock-reservation': {
        if (reservation) throw conflict('conflict', 'The transaction already has a stock reservation');
        const q = params['stockReservationQuantity'];
        if (q === undefined) throw missingKey('params.stockReservationQuantity', 'body');
        if (typeof q !== 'number' || !Number.isInteger(q) || q < 1) throw invalidValue('params.stockReservationQuantity', 'body');
        if (!listing || listing.stock === null || listing.stock < q) {
          throw conflict('transaction-listing-insufficient-stock', 'Not enough stock');
        }
        draft.reservation = { create: q };
        break;
      }
      case 'accept-stock-reservation':
        if (reservation?.state === 'pending' || draft.reservation?.create) draft.reservation = { ...draft.reservation, setState: 'accepted' };
        break;
      case 'decline-stock-reservation':
        if (reservation?.state === 'pending') draft.reservation = { ...draft.reservation, setState: 'declined' };
        break;
      case 'cancel-stock-reservation':
        if (reservation && (reservation.state === 'accepted' || reservation.state === 'pending')) draft.reservation = { ...draft.reservation, setState: 'cancelled' };
        break;
      case 'stripe-create-payment-intent':
        paymentSteps.push(async (c) => {
          const ref = await h.createPaymentIntent(c);
          const intents = (draft.protectedData['stripePaymentIntents'] as Record<string, unknown> | undefined) ?? {};
          draft.protectedData = { ...draft.protectedData, stripePaymentIntents: { ...intents, default: ref } };
        });
        break;
      case 'stripe-confirm-payment-intent':
        paymentSteps.push((c) => h.confirmPaymentIntent(c));
        break;
      case 'stripe-capture-payment-intent':
        paymentSteps.push((c) => h.capturePaymentIntent(c));
        break;
      case 'calculate-full-refund':
        refundInFull(draft);
        break;
      case 'stripe-refund-payment':
        paymentSteps.push((c) => h.refundPayment(c));
        // Variegata's process refunds without a separate calculate-full-refund action
        if (!has('calculate-full-refund')) refundInFull(draft);
        break;
      case 'create-pending-booking':
        if (existing && bookingOf(app, existing.id)) throw conflict('conflict', 'The transaction already has a booking');
        draft.booking = { create: pendingBooking(app, listing, params, config) };
        break;
      case 'accept-booking':
      case 'decline-booking':
      case 'cancel-booking':
        bookingStateChange(app, existing?.id, draft.booking, action);
        break;
      case 'stripe-create-payout':
        paymentSteps.push((c) => h.createPayout(c));
        break;
      case 'post-review-by-customer':
      case 'post-review-by-provider': {
        const type = action === 'post-review-by-customer' ? 'ofProvider' : 'ofCustomer';
        if (existing && stmt(app.db, 'SELECT 1 FROM reviews WHERE transaction_id = ? AND type = ?').get(existing.id, type)) {
          throw conflict(action === 'post-review-by-customer' ? 'transaction-already-reviewed-by-customer' : 'transaction-already-reviewed-by-provider', 'Already reviewed');
        }
        draft.reviews.push({ type, ...reviewParams(params) });
        break;
      }
      case 'publish-reviews':
        draft.publishReviews = true;
        break;
    }
  }

  const id = existing?.id ?? randomUUID();
  const added = { transition: wireTransition(req.transition), createdAt: new Date(now), by: req.actor };
  let undoPayment: (() => Promise<void>) | null = null;
  if (paymentSteps.length > 0) {
    const c: PaymentContext = {
      transactionId: id, transition: req.transition, customerId, providerId, listingId: listing?.id ?? existing!.listing_id,
      payinTotal: draft.payin === null ? null : { amount: draft.payin, currency: draft.currency ?? 'USD' },
      payoutTotal: draft.payout === null ? null : { amount: draft.payout, currency: draft.currency ?? 'USD' },
      protectedData: draft.protectedData, metadata: draft.metadata, params,
      offSession: def.actions.find((a) => a.name === 'stripe-create-payment-intent')?.config['useCustomerDefaultPaymentMethod'] === true,
      instantPayout: proc.name === INSTANT_PAYOUT_PROCESS_NAME,
      ...stripeIdsOf(app, customerId, providerId),
    };
    try {
      // Speculative runs call no payment hook, only the hooks' checks (e.g. the provider's payout account).
      if (req.speculative) { if (has('stripe-create-payment-intent')) await h.checkPaymentIntent?.(c); }
      else for (const step of paymentSteps) await step({ ...c, protectedData: draft.protectedData });
      // If the commit below fails (stock taken meanwhile, concurrent change), release what this transition charged.
      if (!req.speculative && has('stripe-create-payment-intent')) undoPayment = () => h.refundPayment({ ...c, transition: `${req.transition}:rollback`, protectedData: draft.protectedData });
    } catch (e) {
      if (e instanceof ApiError) throw e; // the hooks' own errors (402 with Stripe's meta, missing Stripe account)
      throw new ApiError(402, 'transaction-payment-failed', e instanceof Error ? e.message : 'Payment failed');
    }
  }

  const row: TxRow = {
    rowid: existing?.rowid ?? 0, id, process_name: proc.name, process_version: proc.version, state: def.to,
    listing_id: listing?.id ?? existing!.listing_id, customer_id: customerId, provider_id: providerId,
    last_transition: req.transition, last_transitioned_at: now, last_message_at: existing?.last_message_at ?? null,
    line_items: JSON.stringify(stored(draft.lineItems as LineItem[])), payin_total_amount: draft.payin, payout_total_amount: draft.payout,
    currency: draft.currency, protected_data: JSON.stringify(draft.protectedData), metadata: JSON.stringify(draft.metadata),
    version: (existing?.version ?? 0) + 1, created_at: existing?.created_at ?? now,
  };
  if (req.speculative) return { tx: row, transitionsAdded: [added] };

  try {
    app.db.transaction(() => {
      if (existing) {
        const r = stmt(app.db, `UPDATE transactions SET state = ?, last_transition = ?, last_transitioned_at = ?, line_items = ?, payin_total_amount = ?,
          payout_total_amount = ?, currency = ?, protected_data = ?, metadata = ?, version = version + 1 WHERE id = ? AND version = ?`)
          .run(row.state, row.last_transition, now, row.line_items, row.payin_total_amount, row.payout_total_amount, row.currency,
            row.protected_data, row.metadata, id, existing.version);
        if (r.changes !== 1) throw conflict('conflict', 'The transaction changed during the transition');
      } else {
        stmt(app.db, `INSERT INTO transactions (id, process_name, process_version, state, listing_id, customer_id, provider_id, last_transition,
          last_transitioned_at, line_items, payin_total_amount, payout_total_amount, currency, protected_data, metadata, version, created_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`).run(id, row.process_name, row.process_version, row.state, row.listing_id,
          customerId, providerId, row.last_transition, now, row.line_items, row.payin_total_amount, row.payout_total_amount, row.currency,
          row.protected_data, row.metadata, now);
      }
      stmt(app.db, 'INSERT INTO transaction_transitions (transaction_id, transition, by_role, created_at) VALUES (?, ?, ?, ?)').run(id, req.transition, req.actor, now);
      if (draft.reservation?.create) {
        const l = getListing(app, row.listing_id);
        const q = draft.reservation.create;
        if (!l || l.stock === null || l.stock < q) throw conflict('transaction-listing-insufficient-stock', 'Not enough stock');
        const rid = randomUUID();
        stmt(app.db, 'INSERT INTO stock_reservations (id, listing_id, transaction_id, quantity, state, created_at) VALUES (?, ?, ?, ?, ?, ?)')
          .run(rid, row.listing_id, id, q, draft.reservation.setState ?? 'pending', now);
        adjustStock(app, row.listing_id, -q, rid);
      } else if (draft.reservation?.setState && reservation) {
        const s = draft.reservation.setState;
        stmt(app.db, 'UPDATE stock_reservations SET state = ? WHERE id = ?').run(s, reservation.id);
        if (s === 'declined' || s === 'cancelled') adjustStock(app, reservation.listing_id, reservation.quantity, reservation.id);
      }
      for (const r of draft.reviews) {
        const authorId = r.type === 'ofProvider' ? customerId : providerId;
        const subjectId = r.type === 'ofProvider' ? providerId : customerId;
        stmt(app.db, 'INSERT INTO reviews (id, transaction_id, listing_id, author_id, subject_id, type, state, rating, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
          .run(randomUUID(), id, row.listing_id, authorId, subjectId, r.type, 'pending', r.rating, r.content, now);
      }
      if (draft.publishReviews) stmt(app.db, "UPDATE reviews SET state = 'public' WHERE transaction_id = ?").run(id);
      commitBooking(app, listing, id, draft.booking, now);
      planTimers(app, proc, id, row.state, row.created_at, now);
      recordEvent(app, existing ? 'transaction/transitioned' : 'transaction/initiated', 'transaction', id, { transition: req.transition, state: row.state });
    })();
  } catch (e) {
    if (undoPayment) await undoPayment().catch((u: unknown) => console.error('[twin-marketplace] could not release the payment of a failed transition', u));
    throw e;
  }
  const committed = getTx(app, id)!;
  notifyTransition(app, committed, req.transition);
  return { tx: committed, transitionsAdded: [] };
}
