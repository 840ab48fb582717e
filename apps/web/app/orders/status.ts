/**
 * The status box of an order or sale page: the spec's user-facing label for the state (spec 3 §4,
 * from @variegata/transaction-process/labels), what it means for the viewer, the next deadline the
 * process's timers set (payment window, shipping, dispute window, reviews) and when the seller is
 * paid (spec 3 §9: within 4 days after the buyer marks it received, or 10 days after shipping).
 * Dates are ISO strings; the page prints them in UTC.
 */
import { transactionLabels } from '@variegata/transaction-process/labels';
import { stateAfter, type Role, type State } from '@variegata/transaction-process/process';
import { timerDelays } from '@variegata/transaction-process/timers';
import { formatUtcDate } from '~/shell/display-format';

export type StatusTone = 'info' | 'success' | 'warning' | 'danger' | 'neutral';

export interface StatusView {
  readonly state: State;
  /** The spec's label: "payment pending (15 minutes to confirm)", "purchased", "delivered (marked shipped)", ... */
  readonly label: string;
  readonly tone: StatusTone;
  /** What it means for the viewer, in a sentence. */
  readonly detail: string;
  readonly note?: string;
  /** The next thing a timer does, and when. */
  readonly deadline?: { readonly text: string; readonly at: string };
  /** When the seller is paid (orders that were paid). */
  readonly payout?: string;
}

export interface StatusInput {
  readonly role: Role;
  readonly lastTransition: string;
  readonly lastTransitionedAt: Date;
  /** When the seller was paid (`auto-complete`), if it happened. */
  readonly paidOutAt: Date | null;
}

const at = (from: Date, ms: number): string => new Date(from.getTime() + ms).toISOString();
/** "Nov 24, 2026" (UTC), the way the page prints dates. */
export const formatDay = (iso: string): string => formatUtcDate(iso, 'day');

const TONES: Readonly<Record<State, StatusTone>> = {
  enquiry: 'info',
  negotiation: 'info',
  bidding: 'info',
  'auction-lost': 'neutral',
  bidded: 'info',
  'under-reserve-bidded': 'warning',
  'pending-reserve-confirm': 'warning',
  'pending-confirm': 'warning',
  'pending-confirm-offer': 'warning',
  'pending-payment': 'warning',
  'payment-expired': 'neutral',
  'auction-expired': 'neutral',
  purchased: 'success',
  delivered: 'info',
  'received-dispute-phase': 'success',
  received: 'success',
  disputed: 'danger',
  canceled: 'neutral',
  completed: 'success',
  'reviewed-by-customer': 'success',
  'reviewed-by-provider': 'success',
  reviewed: 'success',
};

type Texts = { readonly customer: string; readonly provider: string };
const same = (text: string): Texts => ({ customer: text, provider: text });

const DETAILS: Readonly<Record<State, Texts>> = {
  enquiry: { customer: 'You asked the seller about this plant. Buy it from the listing page when you are ready.', provider: 'A buyer asked about this plant. Answer in the conversation below.' },
  negotiation: same('An offer is on the table. Offers are made and accepted in the Variegata app.'),
  bidding: { customer: 'You are bidding on this auction. When it ends, the winner is charged with their saved card.', provider: 'This buyer is bidding on your auction.' },
  'auction-lost': { customer: 'The auction ended and you did not win it. Nothing was charged.', provider: 'This buyer did not win your auction.' },
  bidded: { customer: 'You won the auction. Pay to complete your order.', provider: 'Your auction has a winner, who is asked to pay.' },
  'under-reserve-bidded': { customer: 'The auction ended below the reserve price. The seller decides whether to sell at your bid.', provider: 'Your auction ended below the reserve price. You decide whether to sell at the highest bid.' },
  'pending-reserve-confirm': { customer: 'The auction ended below the reserve price. The seller decides whether to sell at your bid.', provider: 'Your auction ended below the reserve price. Accept the highest bid to sell at that price.' },
  'pending-confirm': { customer: 'The price is agreed. Pay to complete your order.', provider: 'The price is agreed. The buyer is asked to pay.' },
  'pending-confirm-offer': { customer: 'The offer was accepted. Your saved card is charged, or you are asked to pay.', provider: 'The offer was accepted. The buyer is being charged.' },
  'pending-payment': { customer: 'Confirm your payment within 15 minutes, or the order expires.', provider: 'The buyer is confirming the payment.' },
  'payment-expired': { customer: 'The payment was not confirmed within 15 minutes, so the order expired. Nothing was charged.', provider: 'The buyer did not confirm the payment in time. The plant is back in stock.' },
  'auction-expired': same('The highest bid was not accepted within 5 days, so there is no sale.'),
  purchased: { customer: 'Paid. The seller is preparing your plant for shipping.', provider: 'Paid. Buy a shipping label, pack the plant and mark it shipped.' },
  delivered: { customer: 'On its way. Mark it received when it arrives, or open a dispute if something is wrong.', provider: 'Marked shipped. The buyer marks it received when it arrives.' },
  'received-dispute-phase': { customer: 'Received. You can still open a dispute for 3 days.', provider: 'The buyer received it. The 3-day dispute window is open.' },
  received: same('Received. The order is being completed.'),
  disputed: { customer: 'You opened a dispute. Variegata will contact you both and decide on a refund.', provider: 'The buyer opened a dispute. Variegata will contact you both and decide on a refund.' },
  canceled: same('Canceled. The payment was refunded to the buyer.'),
  completed: same('Completed. Leave a review of how it went.'),
  'reviewed-by-customer': { customer: 'Completed. Thank you for your review.', provider: 'Completed. The buyer left a review: leave yours to publish both.' },
  'reviewed-by-provider': { customer: 'Completed. The seller left a review: leave yours to publish both.', provider: 'Completed. Thank you for your review.' },
  reviewed: same('Completed and reviewed.'),
};

function deadlineOf(state: State, role: Role, entered: Date): StatusView['deadline'] {
  switch (state) {
    case 'pending-payment':
      return { text: role === 'customer' ? 'Confirm the payment by' : 'The payment expires at', at: at(entered, timerDelays.paymentConfirmation) };
    case 'pending-reserve-confirm':
      return { text: role === 'provider' ? 'Accept the highest bid by' : 'The seller decides by', at: at(entered, timerDelays.reserveGrace) };
    case 'purchased':
      return { text: role === 'provider' ? 'Mark it shipped by' : 'If not shipped, refunded on', at: at(entered, timerDelays.autoCancelNotShipped) };
    case 'delivered':
      return { text: 'Marked received automatically on', at: at(entered, timerDelays.autoMarkReceived) };
    case 'received-dispute-phase':
      return { text: role === 'customer' ? 'Open a dispute by' : 'The dispute window closes on', at: at(entered, timerDelays.disputeWindow) };
    case 'completed':
    case 'reviewed-by-customer':
    case 'reviewed-by-provider':
      return { text: 'Reviews close on', at: at(entered, timerDelays.reviewPeriod) };
    default:
      return undefined;
  }
}

function payoutOf(state: State, role: Role, entered: Date, paidOutAt: Date | null): string | undefined {
  const who = role === 'provider' ? 'You are' : 'The seller is';
  if (paidOutAt) return `${role === 'provider' ? 'You were' : 'The seller was'} paid on ${formatDay(paidOutAt.toISOString())}.`;
  switch (state) {
    case 'purchased':
      return `${who} paid within 4 days after the buyer marks it received, or 10 days after it is marked shipped.`;
    case 'delivered':
      return `${who} paid within 4 days after the buyer marks it received, or on ${formatDay(at(entered, timerDelays.autoMarkReceived))} at the latest.`;
    case 'received-dispute-phase':
      return `${who} paid on ${formatDay(at(entered, timerDelays.disputeWindow))}, when the dispute window closes.`;
    case 'received':
      return `${who} being paid now.`;
    case 'disputed':
      return 'The payout waits until the dispute is resolved.';
    default:
      return undefined;
  }
}

export function statusView(input: StatusInput): StatusView {
  const state = stateAfter(input.lastTransition);
  if (state === undefined) throw new Error(`Unknown transition: ${input.lastTransition}`);
  const labels = transactionLabels({ role: input.role, lastTransition: input.lastTransition });
  const deadline = deadlineOf(state, input.role, input.lastTransitionedAt);
  const payout = payoutOf(state, input.role, input.lastTransitionedAt, input.paidOutAt);
  return {
    state,
    label: labels.status,
    tone: TONES[state],
    detail: DETAILS[state][input.role],
    ...(labels.note ? { note: labels.note } : {}),
    ...(deadline ? { deadline } : {}),
    ...(payout ? { payout } : {}),
  };
}
