/**
 * The purchase process of spec 3 §4 as data: every row of the spec's table, with actors,
 * the privileged flag and the process actions an engine (the marketplace twin) runs as hooks.
 *
 * Transition names are unique per from-state, not globally: the spec's table reuses
 * `request-payment`, `force-payment`, `auto-payment` and `mark-received-from-disputed` from two
 * states each. Every reused name leads to the same to-state, so a last transition still
 * determines the current state (see `stateAfter`).
 */

/** Who may take a transition. `system` = automatic (timer or event), `operator` = the marketplace operator. */
export type Actor = 'customer' | 'provider' | 'system' | 'operator';

/** The two transaction roles (spec 3 §9: transaction role names customer, provider). */
export type Role = 'customer' | 'provider';

export const states = [
  'bidding',
  'auction-lost',
  'enquiry',
  'pending-payment',
  'negotiation',
  'bidded',
  'under-reserve-bidded',
  'pending-reserve-confirm',
  'pending-confirm',
  'auction-expired',
  'pending-confirm-offer',
  'payment-expired',
  'purchased',
  'delivered',
  'received-dispute-phase',
  'disputed',
  'canceled',
  'received',
  'completed',
  'reviewed-by-customer',
  'reviewed-by-provider',
  'reviewed',
] as const;

/**
 * Every state of the spec 3 §4 table, plus the two added auction states `bidding` and
 * `auction-lost` (see README). The start (the table's `initial`) is `from: null`.
 */
export type State = (typeof states)[number];

/**
 * Process actions, named as Sharetribe's `:action/*` names (without the prefix). The engine that
 * executes the process runs them in the listed order; a failing action fails the whole transition.
 */
export const actionNames = [
  'update-protected-data',
  'privileged-update-metadata',
  'privileged-set-line-items',
  'create-pending-stock-reservation',
  'accept-stock-reservation',
  'decline-stock-reservation',
  'cancel-stock-reservation',
  'stripe-create-payment-intent',
  'stripe-confirm-payment-intent',
  'stripe-capture-payment-intent',
  'stripe-refund-payment',
  'stripe-create-payout',
  'post-review-by-customer',
  'post-review-by-provider',
  'publish-reviews',
] as const;

export type ActionName = (typeof actionNames)[number];

/** Actions that need a trusted context (Sharetribe: privileged actions). */
export const privilegedActionNames: readonly ActionName[] = ['privileged-set-line-items', 'privileged-update-metadata'];

/** Actions that give stock back; Sharetribe advises running them last in a transition. */
export const stockReleasingActionNames: readonly ActionName[] = ['decline-stock-reservation', 'cancel-stock-reservation'];

/** Per-action configuration, as Sharetribe's `{:name ... :config {...}}`. */
export interface ActionConfig {
  /** `stripe-create-payment-intent` off session with the customer's saved default card. */
  readonly useCustomerDefaultPaymentMethod?: true;
}

export interface TransitionDef {
  readonly name: string;
  /** `null` for an initial transition (the table's `initial`). */
  readonly from: State | null;
  readonly to: State;
  readonly actors: readonly Actor[];
  /** Needs a trusted context (server-side trusted SDK) when taken by a customer or provider. */
  readonly privileged: boolean;
  readonly actions: readonly ActionName[];
  readonly actionConfig?: Readonly<Partial<Record<ActionName, ActionConfig>>>;
  /** `spec`: a row of the spec 3 §4 table; `added`: not in the table, see README (auction entry). */
  readonly source: 'spec' | 'added';
}

export const PROCESS_NAME = 'default-purchase';
export const PROCESS_VERSION = 1;
export const PROCESS_ALIAS = `${PROCESS_NAME}/release-1`;

/**
 * The instant payout process (spec 3 §4: "the instant payout process release 1, details not
 * shown"). It runs the same graph, actors, actions and timers; only the payout hook differs (the
 * engine pays the provider out instantly, for sellers eligible by the membership rules).
 */
export const INSTANT_PAYOUT_PROCESS_NAME = 'instant-payout';
export const INSTANT_PAYOUT_PROCESS_VERSION = 1;
export const INSTANT_PAYOUT_PROCESS_ALIAS = `${INSTANT_PAYOUT_PROCESS_NAME}/release-1`;

const C = 'customer';
const P = 'provider';
const S = 'system';
const O = 'operator';

type Opts = Pick<Partial<TransitionDef>, 'privileged' | 'actionConfig' | 'source'>;

function tr(name: string, from: State | null, to: State, actors: readonly Actor[], actions: readonly ActionName[], opts: Opts = {}): TransitionDef {
  return Object.freeze({
    name,
    from,
    to,
    actors: Object.freeze([...actors]),
    privileged: opts.privileged ?? false,
    actions: Object.freeze([...actions]),
    ...(opts.actionConfig === undefined ? {} : { actionConfig: opts.actionConfig }),
    source: opts.source ?? 'spec',
  });
}

const privileged = { privileged: true } as const;
const offSession = { actionConfig: { 'stripe-create-payment-intent': { useCustomerDefaultPaymentMethod: true } } } as const;

/** Checkout that creates the payment intent: stock is reserved here unless an earlier step did. */
const checkout: readonly ActionName[] = ['update-protected-data', 'create-pending-stock-reservation', 'privileged-set-line-items', 'stripe-create-payment-intent'];
/** Checkout when the stock is already held (auction win, accepted offer). */
const checkoutHeld: readonly ActionName[] = ['update-protected-data', 'privileged-set-line-items', 'stripe-create-payment-intent'];
const confirmAndCapture: readonly ActionName[] = ['stripe-confirm-payment-intent', 'stripe-capture-payment-intent', 'accept-stock-reservation'];
const chargeSavedCard: readonly ActionName[] = ['stripe-create-payment-intent', 'stripe-confirm-payment-intent', 'stripe-capture-payment-intent', 'accept-stock-reservation'];
const offer: readonly ActionName[] = ['update-protected-data', 'privileged-update-metadata', 'privileged-set-line-items'];
const refundAndCancel: readonly ActionName[] = ['stripe-refund-payment', 'cancel-stock-reservation'];

export const transitions: readonly TransitionDef[] = Object.freeze([
  // Auction entry: not in the spec table (it shows no way into these two states). See README.
  tr('auction-won', null, 'bidded', [C, O], ['privileged-update-metadata'], { ...privileged, source: 'added' }),
  tr('auction-won-under-reserve', null, 'under-reserve-bidded', [C, O], ['privileged-update-metadata'], { ...privileged, source: 'added' }),
  // Bidder entry: the Integration API cannot start a transaction, so a bidder's first bid starts theirs
  // (customer, trusted) and the closing job moves it on. Not in the spec table; see README.
  tr('place-bid', null, 'bidding', [C], ['privileged-update-metadata'], { ...privileged, source: 'added' }),
  tr('win-auction', 'bidding', 'bidded', [O], ['privileged-update-metadata'], { ...privileged, source: 'added' }),
  tr('win-auction-under-reserve', 'bidding', 'under-reserve-bidded', [O], ['privileged-update-metadata'], { ...privileged, source: 'added' }),
  tr('lose-auction', 'bidding', 'auction-lost', [O], [], { source: 'added' }),

  tr('enquire', null, 'enquiry', [C], ['update-protected-data']),
  tr('request-payment', null, 'pending-payment', [C], checkout, privileged),
  tr('negotiate-amount', null, 'negotiation', [C], offer, privileged),

  tr('request-payment-after-reserve-bid', 'under-reserve-bidded', 'pending-reserve-confirm', [C, O], ['privileged-update-metadata', 'create-pending-stock-reservation', 'privileged-set-line-items'], privileged),
  tr('request-payment-after-bid', 'bidded', 'pending-confirm', [C, O], ['privileged-update-metadata', 'create-pending-stock-reservation', 'privileged-set-line-items'], privileged),

  tr('accept-reserve-bid', 'pending-reserve-confirm', 'pending-confirm', [P], []),
  tr('expire-reserve-pending', 'pending-reserve-confirm', 'auction-expired', [S], ['decline-stock-reservation']),

  tr('request-payment', 'pending-confirm', 'pending-payment', [C], checkoutHeld, privileged),
  // A won auction's order gets its shipping address, rate and shipping line item in the same call
  // that charges the saved card (see README "Won auctions: shipping").
  tr('force-payment', 'pending-confirm', 'purchased', [O], ['update-protected-data', 'privileged-set-line-items', ...chargeSavedCard], { ...privileged, ...offSession }),

  tr('request-payment-after-enquiry', 'enquiry', 'pending-payment', [C], checkout, privileged),
  tr('negotiate-amount-after-enquiry', 'enquiry', 'negotiation', [C], offer, privileged),

  tr('customer-update-offer', 'negotiation', 'negotiation', [C], offer, privileged),
  tr('provider-update-offer', 'negotiation', 'negotiation', [P], offer, privileged),
  tr('provider-accept-offer', 'negotiation', 'pending-confirm-offer', [P], ['create-pending-stock-reservation']),
  tr('customer-accept-offer', 'negotiation', 'pending-confirm-offer', [C], ['create-pending-stock-reservation']),

  tr('force-payment', 'pending-confirm-offer', 'purchased', [O], chargeSavedCard, offSession),
  tr('auto-payment', 'pending-confirm-offer', 'purchased', [S], chargeSavedCard, offSession),
  tr('request-offer-payment', 'pending-confirm-offer', 'pending-payment', [C], checkoutHeld, privileged),

  tr('expire-payment', 'pending-payment', 'payment-expired', [S], ['stripe-refund-payment', 'decline-stock-reservation']),
  tr('confirm-payment', 'pending-payment', 'purchased', [C], confirmAndCapture),
  tr('auto-payment', 'pending-payment', 'purchased', [S, O], confirmAndCapture),

  tr('mark-delivered', 'purchased', 'delivered', [P], ['update-protected-data']),
  tr('mark-received-from-purchased', 'purchased', 'received-dispute-phase', [C], []),
  tr('auto-cancel', 'purchased', 'canceled', [S], refundAndCancel),
  tr('cancel', 'purchased', 'canceled', [P, O], refundAndCancel),

  tr('mark-received', 'delivered', 'received-dispute-phase', [C], []),
  tr('auto-mark-received', 'delivered', 'received', [S], []),
  tr('dispute', 'delivered', 'disputed', [C], ['update-protected-data']),

  tr('mark-received-from-disputed', 'received-dispute-phase', 'received', [C, O], []),
  tr('auto-mark-received-from-dispute-phase', 'received-dispute-phase', 'received', [S], []),
  tr('received-dispute', 'received-dispute-phase', 'disputed', [C], ['update-protected-data']),

  tr('auto-cancel-from-disputed', 'disputed', 'canceled', [S], refundAndCancel),
  tr('cancel-from-disputed', 'disputed', 'canceled', [O], refundAndCancel),
  tr('mark-received-from-disputed', 'disputed', 'received', [O], []),

  tr('auto-complete', 'received', 'completed', [S], ['stripe-create-payout']),

  tr('review-1-by-customer', 'completed', 'reviewed-by-customer', [C], ['post-review-by-customer']),
  tr('review-1-by-provider', 'completed', 'reviewed-by-provider', [P], ['post-review-by-provider']),
  tr('expire-review-period', 'completed', 'reviewed', [S], []),
  tr('review-2-by-provider', 'reviewed-by-customer', 'reviewed', [P], ['post-review-by-provider', 'publish-reviews']),
  tr('expire-provider-review-period', 'reviewed-by-customer', 'reviewed', [S], ['publish-reviews']),
  tr('review-2-by-customer', 'reviewed-by-provider', 'reviewed', [C], ['post-review-by-customer', 'publish-reviews']),
  tr('expire-customer-review-period', 'reviewed-by-provider', 'reviewed', [S], ['publish-reviews']),
]);

/** States with no way out: the table's `end` / `final` rows, plus `auction-expired` (no outgoing row) and the added `auction-lost`. */
export const finalStates: readonly State[] = Object.freeze(['payment-expired', 'canceled', 'reviewed', 'auction-expired', 'auction-lost'] as const);

export const transitionNames: readonly string[] = Object.freeze([...new Set(transitions.map((t) => t.name))]);

export function isState(value: unknown): value is State {
  return typeof value === 'string' && (states as readonly string[]).includes(value);
}

export function isFinalState(state: State): boolean {
  return finalStates.includes(state);
}

export function isTransitionName(value: unknown): boolean {
  return typeof value === 'string' && transitionNames.includes(value);
}

/** The transition `name` out of `from` (`null` = start), if the process has one. */
export function findTransition(from: State | null, name: string): TransitionDef | undefined {
  return transitions.find((t) => t.from === from && t.name === name);
}

/**
 * The state a transaction is in after `lastTransition` (Sharetribe transactions carry
 * `lastTransition`; the web template derives the state from it). Undefined for an unknown name.
 */
export function stateAfter(lastTransition: string): State | undefined {
  return transitions.find((t) => t.name === lastTransition)?.to;
}

export interface ProcessDef {
  readonly name: string;
  readonly version: number;
  readonly alias: string;
  readonly transitions: readonly TransitionDef[];
  readonly finalStates: readonly State[];
}

/** Both processes; the instant payout process shares the graph (see INSTANT_PAYOUT_PROCESS_NAME). */
export const processes: readonly ProcessDef[] = Object.freeze([
  Object.freeze({ name: PROCESS_NAME, version: PROCESS_VERSION, alias: PROCESS_ALIAS, transitions, finalStates }),
  Object.freeze({ name: INSTANT_PAYOUT_PROCESS_NAME, version: INSTANT_PAYOUT_PROCESS_VERSION, alias: INSTANT_PAYOUT_PROCESS_ALIAS, transitions, finalStates }),
]);

/** The process for a listing's `transactionProcessAlias` (e.g. `default-purchase/release-1`). */
export function processByAlias(alias: string): ProcessDef | undefined {
  return processes.find((p) => p.alias === alias);
}

/** The process a transaction stores as `processName` + `processVersion`. */
export function processByName(name: string, version: number): ProcessDef | undefined {
  return processes.find((p) => p.name === name && p.version === version);
}
