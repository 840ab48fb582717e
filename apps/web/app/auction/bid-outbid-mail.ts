/** The email to a bidder someone else outbid (issue 16 "Seeing it live": outbid through the outbox). */
export interface OutbidMailInput {
  readonly listingTitle: string;
  /** The new current bid, formatted. */
  readonly currentBid: string;
  /** Absolute URL of the listing page. */
  readonly listingUrl: string;
}

export function outbidMail({ listingTitle, currentBid, listingUrl }: OutbidMailInput): { subject: string; text: string } {
  return {
    subject: `You have been outbid on ${listingTitle}`,
    text: [
      'You have been outbid by someone else',
      '',
      `The current bid on ${listingTitle} is now ${currentBid}.`,
      `Bid again before the auction ends: ${listingUrl}`,
      '',
      'Variegata',
    ].join('\n'),
  };
}
