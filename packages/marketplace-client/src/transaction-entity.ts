/**
 * A transaction (spec 3 §3): an order of one listing between a customer and a provider, moved by
 * the transitions of @variegata/transaction-process. Its line items and totals are Money in minor
 * units; `lastTransition` and `transitions[].transition` use the process package's names (read
 * `stateAfter(lastTransition)` there for the state). Relations (when included): listing, customer,
 * provider, booking, reviews, stockReservation.
 */
import * as v from 'valibot';
import { decimal, extendedData, integer, money, resource } from './resource-schema';
import { listingSchema } from './listing-entity';
import { reviewSchema } from './review-entity';
import { stockReservationSchema } from './stock-entity';
import { transitionNameSchema } from './transition-name';
import { userSchema } from './user-entity';

export const TRANSITION_ACTORS = ['customer', 'provider', 'operator', 'system'] as const;
export const LINE_ITEM_PARTIES = ['customer', 'provider'] as const;

/** A decimal the API may leave out or send as null, as a number or undefined. */
const optionalDecimal = v.pipe(v.optional(v.nullable(decimal)), v.transform((n) => n ?? undefined));

export const lineItemSchema = v.object({
  /** `line-item/item`, `line-item/provider-commission`, `line-item/shipping-fee`, ... */
  code: v.pipe(v.string(), v.startsWith('line-item/', 'a code starting with line-item/')),
  includeFor: v.array(v.picklist(LINE_ITEM_PARTIES)),
  unitPrice: money,
  lineTotal: money,
  quantity: optionalDecimal,
  percentage: optionalDecimal,
  units: optionalDecimal,
  seats: v.pipe(v.optional(v.nullable(integer)), v.transform((n) => n ?? undefined)),
  reversal: v.boolean(),
});
export type LineItem = v.InferOutput<typeof lineItemSchema>;

export const transitionSchema = v.object({
  transition: transitionNameSchema,
  createdAt: v.date(),
  by: v.picklist(TRANSITION_ACTORS),
});
/** One step of a transaction's history: `{ transition, createdAt, by }`. */
export type Transition = v.InferOutput<typeof transitionSchema>;

/** The payment intent the checkout confirms in the browser (written by the payment action). */
const paymentIntentSchema = v.looseObject({
  stripePaymentIntentId: v.string(),
  stripePaymentIntentClientSecret: v.optional(v.string()),
});

export const transactionProtectedDataSchema = extendedData({
  stripePaymentIntents: v.optional(v.looseObject({ default: v.optional(paymentIntentSchema) })),
  disputeReason: v.optional(v.string()),
});

export const transactionMetadataSchema = extendedData({});

export const bookingSchema = resource(
  'booking',
  {
    start: v.date(),
    end: v.date(),
    displayStart: v.date(),
    displayEnd: v.date(),
    seats: v.optional(integer),
    state: v.optional(v.string()),
  },
  {},
);
export type Booking = v.InferOutput<typeof bookingSchema>;

export const transactionSchema = resource(
  'transaction',
  {
    processName: v.string(),
    processVersion: integer,
    createdAt: v.date(),
    lastTransition: transitionNameSchema,
    lastTransitionedAt: v.date(),
    lastMessageAt: v.optional(v.nullable(v.date())),
    lineItems: v.array(lineItemSchema),
    payinTotal: v.nullable(money),
    payoutTotal: v.nullable(money),
    protectedData: transactionProtectedDataSchema,
    metadata: transactionMetadataSchema,
    transitions: v.array(transitionSchema),
  },
  {
    listing: v.optional(listingSchema),
    customer: v.optional(userSchema),
    provider: v.optional(userSchema),
    booking: v.optional(v.nullable(bookingSchema)),
    reviews: v.optional(v.array(reviewSchema)),
    stockReservation: v.optional(v.nullable(stockReservationSchema)),
  },
);
/**
 * `{ id, processName, processVersion, createdAt, lastTransition, lastTransitionedAt, lastMessageAt?,
 *   lineItems, payinTotal, payoutTotal, protectedData, metadata, transitions,
 *   listing?, customer?, provider?, booking?, reviews?, stockReservation? }`
 */
export type Transaction = v.InferOutput<typeof transactionSchema>;

export const processTransitionSchema = resource(
  'processTransition',
  {
    name: transitionNameSchema,
    actor: v.array(v.picklist(TRANSITION_ACTORS)),
    actions: v.array(v.string()),
    privileged: v.optional(v.boolean()),
    params: v.optional(v.looseObject({})),
  },
  {},
);
/** A transition the transaction can take now, and who may take it: `{ id, name, actor, actions, ... }`. */
export type ProcessTransition = v.InferOutput<typeof processTransitionSchema>;
