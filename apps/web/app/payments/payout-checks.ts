/**
 * The payout form's checks (its valibot schemas), loaded once the form is used (a field focused or
 * filled in) instead of with the page: a seller who only looks at the form never downloads them,
 * and one filling it in has them long before pressing "Save payout details".
 */
import type { validatePayoutDetails } from '@variegata/validation/payout';
import type { bankAccountTokenParams } from './bank-token-params';

export interface PayoutChecks {
  readonly validatePayoutDetails: typeof validatePayoutDetails;
  readonly bankAccountTokenParams: typeof bankAccountTokenParams;
}

let loaded: PayoutChecks | null = null;
let loading: Promise<PayoutChecks> | null = null;

/** The checks if they have come, else null. */
export const payoutChecksNow = (): PayoutChecks | null => loaded;

/** Loads the checks (once; a failed load is tried again on the next call). */
export function loadPayoutChecks(): Promise<PayoutChecks> {
  loading ??= Promise.all([import('@variegata/validation/payout'), import('./bank-token-params')]).then(
    ([payout, bank]) => (loaded = { validatePayoutDetails: payout.validatePayoutDetails, bankAccountTokenParams: bank.bankAccountTokenParams }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
