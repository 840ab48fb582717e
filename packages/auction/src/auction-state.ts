/**
 * The state of one auction: its configuration, the append-only list of accepted bids (with
 * their hidden maxima) and what is derived from it (visible history, price, leader, end).
 * The engine that changes it is in `proxy`.
 */
import type { Bid } from './bids';
import { assertIncrementTable, defaultIncrementTable, type IncrementTable } from './increments';
import { isReserveMet } from './rules';

/**
 * Optional soft close (anti-sniping). Off by default: the spec closes the auction at the
 * auction date. When set, a bid that changes the visible history while less than
 * `windowMs` remains moves the end to at least `now + extendMs`.
 */
export interface SoftCloseConfig {
  readonly windowMs: number;
  readonly extendMs: number;
}

export interface AuctionConfig {
  readonly sellerId: string;
  /** Starting price in minor units; the first bid must be higher. */
  readonly startingPrice: number;
  /** Hidden reserve in minor units; null or absent for none. */
  readonly reservePrice?: number | null;
  /** The auction date (end). */
  readonly endsAt: Date;
  /** Increment table; defaults to `defaultIncrementTable`. */
  readonly increments?: IncrementTable;
  /** Soft close; null or absent for a hard close (the default). */
  readonly softClose?: SoftCloseConfig | null;
}

export interface Leader {
  readonly bidderId: string;
  /** Hidden maximum. */
  readonly maxAmount: number;
  /** When that maximum was placed (earlier wins ties). */
  readonly since: Date;
}

export interface AuctionState {
  readonly config: AuctionConfig;
  /** Current end: the auction date, later only with a soft close. */
  readonly endsAt: Date;
  /** Accepted bids as submitted, in order, with hidden maxima. Append-only. */
  readonly bids: readonly Bid[];
  /** Visible bid history in order: each entry is a price step (auto entries were placed by the engine). */
  readonly history: readonly Bid[];
  /** Current bid, null when nobody has bid. */
  readonly price: number | null;
  readonly leader: Leader | null;
}

function assertAmount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer of minor units, got ${value}`);
  }
}

/** A fresh auction without bids. A malformed configuration is a developer error and throws. */
export function createAuction(config: AuctionConfig): AuctionState {
  assertAmount('startingPrice', config.startingPrice);
  if (config.reservePrice !== null && config.reservePrice !== undefined) assertAmount('reservePrice', config.reservePrice);
  if (Number.isNaN(config.endsAt.getTime())) throw new Error('endsAt must be a valid date');
  assertIncrementTable(config.increments ?? defaultIncrementTable);
  const soft = config.softClose;
  if (soft && !(soft.windowMs > 0 && soft.extendMs > 0)) throw new Error('softClose needs positive windowMs and extendMs');
  return { config, endsAt: config.endsAt, bids: [], history: [], price: null, leader: null };
}

/** The price the next bid must exceed: the current bid, or the starting price. */
export function minPriceOf(state: AuctionState): number {
  return state.price ?? state.config.startingPrice;
}

/** What any viewer may see: no hidden maxima, no reserve amount. */
export interface AuctionView {
  readonly endsAt: Date;
  readonly price: number | null;
  readonly minPrice: number;
  readonly leaderId: string | null;
  readonly reserveMet: boolean;
  readonly hasReserve: boolean;
  readonly history: readonly Omit<Bid, 'maxAmount'>[];
}

export function auctionView(state: AuctionState): AuctionView {
  const reserve = state.config.reservePrice ?? null;
  return {
    endsAt: state.endsAt,
    price: state.price,
    minPrice: minPriceOf(state),
    leaderId: state.leader?.bidderId ?? null,
    reserveMet: isReserveMet(state.price, reserve),
    hasReserve: reserve !== null,
    history: state.history.map(({ amount, date, bidderId, type }) => ({ amount, date, bidderId, type })),
  };
}
