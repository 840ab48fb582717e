/**
 * Bid increments used by the proxy (automatic) bidding engine.
 *
 * The default table is eBay's published table (reference/auctions.md §2), converted to
 * USD minor units. It is configuration: pass another table to `incrementFor` or to the
 * auction config. A tier applies from its `from` price (inclusive) up to the next tier.
 */

export interface IncrementTier {
  /** Lowest current price (minor units, inclusive) this tier applies to. */
  readonly from: number;
  /** Increment in minor units for prices in this tier. */
  readonly increment: number;
}

export type IncrementTable = readonly IncrementTier[];

/**
 * eBay increments in USD minor units. The reference table starts at $0.01; a price of
 * 0 (no bid yet on a free-start listing) uses the first tier too.
 */
export const defaultIncrementTable: IncrementTable = Object.freeze([
  { from: 0, increment: 5 }, //          $0.01 – $0.99   -> $0.05
  { from: 100, increment: 25 }, //       $1 – $4.99      -> $0.25
  { from: 500, increment: 50 }, //       $5 – $24.99     -> $0.50
  { from: 2_500, increment: 100 }, //    $25 – $99.99    -> $1
  { from: 10_000, increment: 250 }, //   $100 – $249.99  -> $2.50
  { from: 25_000, increment: 500 }, //   $250 – $499.99  -> $5
  { from: 50_000, increment: 1_000 }, // $500 – $999.99  -> $10
  { from: 100_000, increment: 2_500 }, // $1k – $2,499.99 -> $25
  { from: 250_000, increment: 5_000 }, // $2.5k – $4,999.99 -> $50
  { from: 500_000, increment: 10_000 }, // >= $5k        -> $100
].map((tier) => Object.freeze(tier)));

/**
 * Checks a table is usable: non-empty, first tier from 0, strictly ascending `from`,
 * positive integer increments. A bad table is a configuration (developer) error: throws.
 */
export function assertIncrementTable(table: IncrementTable): void {
  const first = table[0];
  if (first === undefined || first.from !== 0) {
    throw new Error('Increment table must start with a tier from 0');
  }
  let previous = -1;
  for (const tier of table) {
    if (!Number.isSafeInteger(tier.from) || tier.from <= previous) {
      throw new Error(`Increment tiers must have strictly ascending integer 'from' values (at ${tier.from})`);
    }
    if (!Number.isSafeInteger(tier.increment) || tier.increment <= 0) {
      throw new Error(`Increment must be a positive integer of minor units (at ${tier.from})`);
    }
    previous = tier.from;
  }
}

/** Increment (minor units) that applies at `price` (minor units). */
export function incrementFor(price: number, table: IncrementTable = defaultIncrementTable): number {
  if (!Number.isSafeInteger(price) || price < 0) {
    throw new Error(`Price must be a non-negative integer of minor units, got ${price}`);
  }
  let found: IncrementTier | undefined;
  for (const tier of table) {
    if (tier.from > price) break;
    found = tier;
  }
  if (found === undefined) {
    throw new Error('Increment table must start with a tier from 0');
  }
  return found.increment;
}
