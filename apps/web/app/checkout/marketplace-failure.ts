/**
 * A failed marketplace call of the checkout read as the spec 3 §8 catalogue reads it: not enough
 * stock, listing not found, payout info missing, a declined card (with Stripe's decline code from
 * the first error's meta), amounts too small, a seller account that cannot charge. Anything the
 * catalogue does not know is the service being unavailable (503), never the buyer's fault.
 */
import { apiErrors, apiStatus, classifyError, hasErrorCode } from '@variegata/marketplace-client/errors';
import { failure, type CheckoutFailure } from './failures';
import { cardErrorText } from './texts';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

export function marketplaceFailure(error: unknown): CheckoutFailure {
  if (apiStatus(error) === undefined) {
    console.error('[checkout] marketplace unreachable', error instanceof Error ? error.message : error);
    return failure('service-unavailable');
  }
  switch (classifyError(error)) {
    case 'insufficient-stock':
      return failure('not-enough-stock');
    case 'missing-stripe-account':
      return failure('payout-info-missing');
    case 'provider-account-cannot-charge':
      return failure('seller-cannot-charge');
    case 'charge-amount-too-small':
      return failure('amount-too-small');
    case 'payment-failed': {
      const meta = apiErrors(error)[0]?.meta ?? {};
      if (meta['stripePaymentIntentStatus'] === 'requires_action') return failure('card-declined', { message: cardErrorText('authentication_required') });
      return failure('card-declined', { message: cardErrorText(text(meta['stripeDeclineCode']) ?? text(meta['stripeCode'])) });
    }
    case 'not-found':
      return failure('listing-not-found');
    default:
      break;
  }
  if (hasErrorCode(error, 'transaction-listing-not-found')) return failure('listing-not-found');
  if (hasErrorCode(error, 'conflict')) return failure('in-progress');
  console.error('[checkout] marketplace call failed', apiStatus(error), apiErrors(error)[0]?.code, apiErrors(error)[0]?.title);
  return failure('service-unavailable');
}
