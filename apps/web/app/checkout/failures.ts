/**
 * Expected checkout failures as values: a stable code, the text the buyer reads and the HTTP status
 * the /api routes answer with. Never a 5xx for what the buyer sent; 503 only when a service the
 * checkout depends on did not answer.
 */
import { err, type Err, type Ok } from '@variegata/result/result';
import { CHECKOUT_TEXTS } from './texts';

const FAILURES = {
  'invalid-input': { status: 400, message: CHECKOUT_TEXTS.generic },
  'quantity-invalid': { status: 400, message: CHECKOUT_TEXTS.quantityInvalid },
  'country-not-allowed': { status: 400, message: CHECKOUT_TEXTS.countryNotAllowed },
  'address-invalid': { status: 400, message: CHECKOUT_TEXTS.addressInvalid },
  'rate-required': { status: 400, message: CHECKOUT_TEXTS.rateRequired },
  'no-saved-card': { status: 400, message: CHECKOUT_TEXTS.noSavedCard },
  'card-declined': { status: 402, message: CHECKOUT_TEXTS.declined },
  'amount-too-small': { status: 402, message: CHECKOUT_TEXTS.amountTooSmall },
  'own-listing': { status: 403, message: CHECKOUT_TEXTS.ownListing },
  'rate-members-only': { status: 403, message: CHECKOUT_TEXTS.rateMembersOnly },
  'listing-not-found': { status: 404, message: CHECKOUT_TEXTS.listingNotFound },
  'transaction-not-found': { status: 404, message: CHECKOUT_TEXTS.generic },
  'not-enough-stock': { status: 409, message: CHECKOUT_TEXTS.notEnoughStock },
  'sold-out': { status: 409, message: CHECKOUT_TEXTS.soldOut },
  'auction': { status: 409, message: CHECKOUT_TEXTS.auction },
  'price-missing': { status: 409, message: CHECKOUT_TEXTS.priceMissing },
  'currency-invalid': { status: 409, message: CHECKOUT_TEXTS.currencyInvalid },
  'payout-info-missing': { status: 409, message: CHECKOUT_TEXTS.payoutInfoMissing },
  'seller-cannot-charge': { status: 409, message: CHECKOUT_TEXTS.sellerCannotCharge },
  'rate-stale': { status: 409, message: CHECKOUT_TEXTS.rateStale },
  'checkout-changed': { status: 409, message: CHECKOUT_TEXTS.checkoutChanged },
  'in-progress': { status: 409, message: CHECKOUT_TEXTS.inProgress },
  'payment-expired': { status: 410, message: CHECKOUT_TEXTS.paymentExpired },
  'address-service-down': { status: 503, message: CHECKOUT_TEXTS.addressServiceDown },
  'rates-unavailable': { status: 503, message: CHECKOUT_TEXTS.ratesUnavailable },
  'confirm-failed': { status: 503, message: CHECKOUT_TEXTS.confirmFailed },
  'service-unavailable': { status: 503, message: CHECKOUT_TEXTS.generic },
} as const satisfies Record<string, { status: number; message: string }>;

export type CheckoutFailureCode = keyof typeof FAILURES;

export interface FailureMeta {
  readonly status: number;
  /** Field errors by field name, e.g. `shipping-address` with the address validator's messages. */
  readonly fields?: Readonly<Record<string, readonly string[]>>;
  /** A transaction the failure left behind for this buyer (e.g. a card to retry on). */
  readonly transactionId?: string;
}

export type CheckoutFailure = Err<CheckoutFailureCode, FailureMeta> & { readonly message: string };

/** What a checkout step gives: its value, or an expected failure. */
export type CheckoutResult<T> = Ok<T> | CheckoutFailure;

export function failure(code: CheckoutFailureCode, options: { message?: string; fields?: FailureMeta['fields']; transactionId?: string } = {}): CheckoutFailure {
  const known = FAILURES[code];
  const meta: FailureMeta = {
    status: known.status,
    ...(options.fields ? { fields: options.fields } : {}),
    ...(options.transactionId ? { transactionId: options.transactionId } : {}),
  };
  return err(code, options.message ?? known.message, meta) as CheckoutFailure;
}

export function isCheckoutFailure(value: unknown): value is CheckoutFailure {
  return typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false && typeof (value as { error?: unknown }).error === 'string' && (value as { error: string }).error in FAILURES;
}

/** The JSON body of a failed /api call: `{ error, code, fields?, transactionId? }`. */
export interface FailureBody {
  readonly error: string;
  readonly code: CheckoutFailureCode;
  readonly fields?: Readonly<Record<string, readonly string[]>>;
  readonly transactionId?: string;
}

export function failureBody(f: CheckoutFailure): FailureBody {
  return {
    error: f.message,
    code: f.error,
    ...(f.meta?.fields ? { fields: f.meta.fields } : {}),
    ...(f.meta?.transactionId ? { transactionId: f.meta.transactionId } : {}),
  };
}
