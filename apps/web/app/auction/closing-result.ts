/**
 * The result of a closed auction as the listing keeps it (`metadata.auctionResult`, written by the
 * closing job and by the seller's acceptance of a bid below the reserve): what the listing page shows
 * once the auction has ended, and what the end-of-auction mails say. Dates are ISO strings.
 */
import { RESERVE_DECISION_WINDOW_MS } from '@variegata/auction/outcome';
import type { Transaction } from '@variegata/marketplace-client/transaction-entity';
import { stateAfter } from '@variegata/transaction-process/process';
import type { ClosingFacts } from './closing-facts';

export type AuctionResult =
  | { readonly outcome: 'no-bids'; readonly closedAt: string }
  | {
      readonly outcome: 'sold';
      readonly closedAt: string;
      readonly winnerId: string;
      readonly amount: number;
      readonly transactionId: string;
      /** False when the off-session charge failed: the winner pays on the order page. */
      readonly charged: boolean;
    }
  | {
      readonly outcome: 'below-reserve';
      readonly closedAt: string;
      readonly winnerId: string;
      readonly amount: number;
      readonly transactionId: string;
      /** The seller may accept the highest bid until then (5 days). */
      readonly decisionDeadline: string;
    };

/** The result of closing `facts` with the leader's transaction as it ended up (null: no bids). */
export function auctionResultOf(facts: ClosingFacts, winnerTx: Transaction | null, now: Date): AuctionResult {
  const closedAt = now.toISOString();
  if (!winnerTx || facts.leaderId === null || facts.price === null) return { outcome: 'no-bids', closedAt };
  const base = { closedAt, winnerId: facts.leaderId, amount: facts.price, transactionId: winnerTx.id };
  if (facts.reserveMet) return { outcome: 'sold', ...base, charged: stateAfter(winnerTx.lastTransition) === 'purchased' };
  const deadline = new Date(winnerTx.lastTransitionedAt.getTime() + RESERVE_DECISION_WINDOW_MS);
  return { outcome: 'below-reserve', ...base, decisionDeadline: deadline.toISOString() };
}

/** The stored result of a listing's metadata, null when absent or not of this shape. */
export function storedAuctionResult(metadata: Readonly<Record<string, unknown>>): AuctionResult | null {
  const raw = metadata['auctionResult'];
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as Record<string, unknown>;
  if (typeof value['closedAt'] !== 'string') return null;
  if (value['outcome'] === 'no-bids') return { outcome: 'no-bids', closedAt: value['closedAt'] };
  const common = typeof value['winnerId'] === 'string' && typeof value['amount'] === 'number' && typeof value['transactionId'] === 'string';
  if (!common) return null;
  if (value['outcome'] === 'sold' && typeof value['charged'] === 'boolean') return value as unknown as AuctionResult;
  if (value['outcome'] === 'below-reserve' && typeof value['decisionDeadline'] === 'string') return value as unknown as AuctionResult;
  return null;
}
