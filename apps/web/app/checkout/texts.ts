/**
 * The checkout's texts (spec 3 §2 "Checkout", §8 error catalogue). The catalogue names these
 * messages without giving their words; the words are written here, once, for the page and the
 * /api answers alike.
 */
import { COUNTRY_NOT_ALLOWED_MESSAGE } from '@variegata/shipping/countries';

export const CHECKOUT_TEXTS = {
  paymentExpired: 'Payment was not completed within 15 minutes, so the order was cancelled and nothing was charged. Go back to the listing to try again.',
  paymentWindow: 'Your plant is reserved for you for 15 minutes while you pay.',
  notEnoughStock: 'Sorry, there is not enough stock left for this order. Someone may have just bought it.',
  listingNotFound: 'Sorry, this listing is no longer available.',
  payoutInfoMissing: "This seller hasn't added their payout details yet, so the listing can't be bought at the moment.",
  ownListing: "This is your own listing. You can't buy it.",
  soldOut: 'This listing is sold out.',
  auction: 'Auctions are paid from the winning bid, not through Buy now.',
  priceMissing: 'This listing has no price, so it cannot be bought.',
  currencyInvalid: "This listing's currency is not supported, so it cannot be bought.",
  countryNotAllowed: COUNTRY_NOT_ALLOWED_MESSAGE,
  addressInvalid: 'We could not verify this address. Please check it and try again.',
  addressServiceDown: 'We could not check the address right now. Please try again in a moment.',
  ratesUnavailable: 'We could not get shipping rates right now. Please try again in a moment.',
  noRates: 'No shipping rates are available for this address.',
  rateRequired: 'Choose a shipping rate.',
  rateStale: 'Shipping rates changed. Please choose a shipping rate again.',
  rateMembersOnly: 'This shipping rate is for members. Join a membership to use it.',
  quantityInvalid: 'Choose a quantity between 1 and the number in stock.',
  declined: 'Your card was declined. Please use another card.',
  insufficientFunds: 'Your card has insufficient funds. Please use another card.',
  expiredCard: 'Your card has expired. Please use another card.',
  incorrectNumber: 'Your card number is incorrect.',
  incorrectCvc: "Your card's security code is incorrect.",
  incorrectZip: "Your card's postal code failed validation.",
  processingError: 'An error occurred while processing your card. Please try again in a moment.',
  authenticationFailed: 'We could not authenticate your card. Please try again or use another card.',
  paymentDataError: 'Could not handle payment data. Please try again.',
  amountTooSmall: 'The order total is below the smallest amount a card can be charged.',
  sellerCannotCharge: "The seller's payout account cannot take payments right now, so the listing can't be bought at the moment.",
  confirmFailed: 'Payment has been made but we were unable to confirm the order. Please try again; you will not be charged twice. If this keeps happening, contact us.',
  noSavedCard: 'You have no saved card. Use a new card instead.',
  checkoutChanged: 'This checkout was already started with other details. Please reload the page.',
  missingPublishableKey: 'Card payments are not set up on this site yet.',
  generic: 'Whoops, something went wrong. Please refresh the page and try again.',
  inProgress: 'Your order is already being placed. Please wait a moment.',
} as const;

export type CheckoutTextKey = keyof typeof CHECKOUT_TEXTS;

/** Card decline codes (Stripe's `decline_code` or `code`) to the catalogue's texts. */
export function cardErrorText(code: string | undefined | null): string {
  switch (code) {
    case 'insufficient_funds':
      return CHECKOUT_TEXTS.insufficientFunds;
    case 'expired_card':
      return CHECKOUT_TEXTS.expiredCard;
    case 'incorrect_number':
    case 'invalid_number':
      return CHECKOUT_TEXTS.incorrectNumber;
    case 'incorrect_cvc':
    case 'invalid_cvc':
      return CHECKOUT_TEXTS.incorrectCvc;
    case 'incorrect_zip':
      return CHECKOUT_TEXTS.incorrectZip;
    case 'processing_error':
      return CHECKOUT_TEXTS.processingError;
    case 'authentication_required':
    case 'payment_intent_authentication_failure':
    case 'setup_intent_authentication_failure':
      return CHECKOUT_TEXTS.authenticationFailed;
    default:
      return CHECKOUT_TEXTS.declined;
  }
}
