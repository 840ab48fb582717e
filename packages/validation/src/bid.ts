/**
 * Bid form (spec 2 §5, §8): a valid price is required ('You need to add a valid price.'); it must be
 * higher than the last bid, or than the starting price when there is none ('Bid should be more than
 * {minPrice}.'); the bidder needs a saved payment method; the owner cannot bid. Amounts are integer
 * minor units; the caller gives `minPrice` (last bid or starting price) and its formatted label.
 * Proxy bidding, reserve and timing rules live in @variegata/auction.
 */
import * as v from 'valibot';
import { fieldPath, validateWith } from './form';

/** Spec 2 §5. */
export const BID_PRICE_REQUIRED_MESSAGE = 'You need to add a valid price.';
export const bidTooLowMessage = (minPriceLabel: string): string => `Bid should be more than ${minPriceLabel}.`;
export const BID_PAYMENT_METHOD_MESSAGE = 'Please fill in your payment information, in order to participate to the auction';
/** Spec 2 §8: outbid-exception. */
export const BID_OUTBID_MESSAGE = 'You have been outbid by someone else';
export const BID_OWN_LISTING_MESSAGE = 'You cannot bid on your own listing.';

export interface BidFormOptions {
  /** The last bid, or the starting price when there is none, in minor units. */
  readonly minPrice: number;
  /** `minPrice` formatted for the message, e.g. '$120.00'. */
  readonly minPriceLabel: string;
  readonly isOwnListing?: boolean;
  readonly hasSavedPaymentMethod?: boolean;
}

const isValidAmount = (amount: unknown): amount is number =>
  typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0;

/** Whether the submit button is enabled: a valid amount above the minimum. */
export const canSubmitBid = (amount: unknown, minPrice: number): boolean => isValidAmount(amount) && amount > minPrice;

/*#__NO_SIDE_EFFECTS__*/
export function bidSchema(options: BidFormOptions) {
  return v.pipe(
    v.object({ bidAmount: v.optional(v.unknown()) }),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const input = dataset.value;
      const amount = input.bidAmount;
      let failed = false;
      if (options.isOwnListing) {
        addIssue({ message: BID_OWN_LISTING_MESSAGE });
        failed = true;
      } else if (options.hasSavedPaymentMethod === false) {
        addIssue({ message: BID_PAYMENT_METHOD_MESSAGE });
        failed = true;
      }
      if (!isValidAmount(amount)) {
        addIssue({ message: BID_PRICE_REQUIRED_MESSAGE, path: fieldPath(input, 'bidAmount') });
        return NEVER;
      }
      if (amount <= options.minPrice) {
        addIssue({ message: bidTooLowMessage(options.minPriceLabel), path: fieldPath(input, 'bidAmount') });
        return NEVER;
      }
      return failed ? NEVER : { bidAmount: amount };
    }),
  );
}

export function validateBid(input: unknown, options: BidFormOptions) {
  return validateWith(bidSchema(options), input);
}
