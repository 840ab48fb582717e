/**
 * The payment pages' texts (spec 3 §8 "Payment", "Payout form"; spec 2 §2 bid rule). The catalogue
 * names these errors without their wording; the wording here is this site's.
 */

/** Spec 3 §8: the card authentication failure (a failed or abandoned 3-D Secure challenge). */
export const CARD_AUTHENTICATION_FAILED_TEXT = 'We could not authenticate your card. Please try again, or use a different card.';
/** Spec 3 §8: "Could not handle payment data". */
export const PAYMENT_DATA_ERROR_TEXT = 'Could not handle payment data. Please try again.';
/** Spec 3 §8: the missing publishable key. */
export const MISSING_PUBLISHABLE_KEY_TEXT = 'Card payments are not available yet: the payment provider\'s publishable key is missing from this marketplace\'s configuration. Please contact the marketplace team.';
/** A declined card without a message of the provider. */
export const CARD_DECLINED_TEXT = 'Your card was declined. Please use a different card.';
export const CARD_DELETE_FAILED_TEXT = 'Your card could not be removed. Please try again.';
export const CARD_SAVED_TEXT = 'Your card is saved. It is your default payment method.';
export const CARD_DELETED_TEXT = 'Your card was removed.';
export const CARD_EXPIRED_TEXT = 'This card has expired. Replace it to keep bidding and buying without interruption.';
export const PAYMENT_IN_PROGRESS_TEXT = 'Your card is already being saved. Please wait a moment and reload the page.';

/** Spec 3 §8: account creation failed (with the provider's message when it gave one). */
export const ACCOUNT_CREATE_FAILED_TEXT = 'We could not create your payout account.';
/** Spec 3 §8: account link creation failed. */
export const ACCOUNT_LINK_FAILED_TEXT = 'We could not open the verification page of the payment provider.';
export const ACCOUNT_FETCH_FAILED_TEXT = 'We could not load the status of your payout account from the payment provider. Please reload the page in a moment.';
export const PAYOUT_IN_PROGRESS_TEXT = 'Your payout details are already being saved. Please wait a moment.';
export const PAYOUT_FORM_ERROR_TEXT = 'Please check the highlighted fields.';

/** A provider failure: our sentence, then the provider's own message when it gave one. */
export function withProviderMessage(text: string, providerMessage: string | undefined): string {
  const extra = providerMessage?.trim();
  return extra ? `${text} ${extra}` : text;
}

/** Why a listing cannot be bought or bid on (spec 3 §2: sellers without payout details). */
export const SELLER_NOT_PAYABLE_BUY_TEXT = 'This seller has not finished setting up payouts, so this plant cannot be bought yet.';
export const SELLER_NOT_PAYABLE_BID_TEXT = 'This seller has not finished setting up payouts, so this auction cannot take bids yet.';
export const OWNER_NOT_PAYABLE_TEXT = 'Buyers cannot buy this listing until your payout details are complete.';
