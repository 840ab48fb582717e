/**
 * The end-of-auction emails of issue 16 ("Seeing it live"): ending within the hour (to bidders and
 * to members who favourited the listing), won (to the winner), ended below reserve (to the seller,
 * with the 5-day deadline) and sold (to the seller). Pure: subject and plain text from the facts;
 * links are absolute (`baseUrl` is the site's public address).
 */
import { formatMoney } from '@variegata/money/format';
import { listingHref } from '~/listing-cards/card-data';
import { formatUtcDate } from '~/shell/display-format';

export interface Mail {
  /** What the mail is about, kept with it in the sandbox outbox. */
  readonly kind: 'auction-ending-soon' | 'auction-won' | 'auction-below-reserve' | 'auction-sold';
  readonly subject: string;
  readonly text: string;
}

export interface AuctionMailFacts {
  readonly baseUrl: string;
  readonly listingId: string;
  readonly title: string;
  readonly currency: string;
}

const at = (date: Date): string => formatUtcDate(date, 'dayTimeZone');
const money = (facts: AuctionMailFacts, amount: number): string => formatMoney({ amount, currency: facts.currency });
const link = (facts: AuctionMailFacts, path: string): string => new URL(path, facts.baseUrl).href;
const listingLink = (facts: AuctionMailFacts): string => link(facts, listingHref(facts.listingId, facts.title));
const SIGNATURE = '\n\nVariegata';

export function endingSoonMail(facts: AuctionMailFacts, endsAt: Date, currentAmount: number | null): Mail {
  const price = currentAmount === null ? 'No bids yet.' : `The current bid is ${money(facts, currentAmount)}.`;
  return {
    kind: 'auction-ending-soon',
    subject: `Ending within the hour: ${facts.title}`,
    text: `The auction for ${facts.title} ends at ${at(endsAt)}. ${price}\n\nPlace your bid: ${listingLink(facts)}${SIGNATURE}`,
  };
}

/** To the winner: charged (bid plus shipping) with the saved card, or asked to give the address and pay on the order page. */
export function wonMail(facts: AuctionMailFacts, amount: number, transactionId: string, charged: boolean): Mail {
  const order = link(facts, `/order/${transactionId}/details`);
  const payment = charged
    ? `Your saved card was charged ${money(facts, amount)} plus shipping to your saved address, and the seller will ship your plant.`
    : `To complete your order, tell us where your plant goes and pay ${money(facts, amount)} plus shipping on your order page.`;
  return {
    kind: 'auction-won',
    subject: `You won the auction: ${facts.title}`,
    text: `Congratulations, you won ${facts.title} with a bid of ${money(facts, amount)}. ${payment}\n\nYour order: ${order}${SIGNATURE}`,
  };
}

export function belowReserveMail(facts: AuctionMailFacts, amount: number, transactionId: string, deadline: Date): Mail {
  return {
    kind: 'auction-below-reserve',
    subject: `Your auction ended below the reserve: ${facts.title}`,
    text:
      `The auction for ${facts.title} ended with a highest bid of ${money(facts, amount)}, below your reserve price. ` +
      `You have 5 days, until ${at(deadline)}, to accept the highest bid; otherwise the auction expires without a sale.\n\n` +
      `Accept the high bid: ${link(facts, `/sale/${transactionId}/details`)}${SIGNATURE}`,
  };
}

export function soldMail(facts: AuctionMailFacts, amount: number, transactionId: string): Mail {
  return {
    kind: 'auction-sold',
    subject: `Sold: ${facts.title}`,
    text: `Your auction for ${facts.title} sold for ${money(facts, amount)}. The buyer has paid; please ship the plant.\n\nYour sale: ${link(facts, `/sale/${transactionId}/details`)}${SIGNATURE}`,
  };
}
