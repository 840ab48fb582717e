import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Banner } from '@variegata/ui/Banner';
import { AccountSettingsLayout } from '~/account/AccountSettingsLayout';
import type { PayoutActionData, payoutPageLoader } from './payout-page.server';
import { loadWhenRendered, whenInMarkup } from '~/shell/load-when-rendered';

// The page shows either the bank details form (its fields, the countries' bank rules) or, once payouts
// are set up, their status and account: each view's code comes only with the page that shows it.
const PayoutForm = loadWhenRendered(() => import('./PayoutForm').then((m) => m.PayoutForm), whenInMarkup('po-form'));
const PayoutStatusBox = loadWhenRendered(() => import('./PayoutStatusBox').then((m) => m.PayoutStatusBox), whenInMarkup('po-status'));
const PayoutAccountSummary = loadWhenRendered(() => import('./PayoutAccountSummary').then((m) => m.PayoutAccountSummary), whenInMarkup('po-summary'));

const STATUS_TEXT = {
  verificationNeeded: (due: readonly string[]) =>
    due.length > 0 ? `Our payment provider needs a few more details before you can be paid: ${due.join(', ')}.` : 'Our payment provider needs a few more details before you can be paid.',
  verificationSuccess: () => 'Your payout account is verified. Buyers can buy your listings, and sales are paid out to the bank account below.',
  verificationError: () => 'Our payment provider could not verify your account. Check the details you gave and try again, or contact us.',
} as const;

/** StripePayoutPage and its onboarding return: the payout form, or the account's status (spec 3 §2). */
export function PayoutPage() {
  const page = useLoaderData<typeof payoutPageLoader>();
  const answer = useActionData<PayoutActionData>();
  const navigation = useNavigation();
  const verifying = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'continue-verification';
  const problem = page.problem ?? (answer?.intent === 'continue-verification' || page.view === 'account' ? answer?.formError : null) ?? null;
  return (
    <AccountSettingsLayout title="Payouts">
      <div className="po-page">
        {page.listing ? (
          <Banner tone="info" title={`Add payout details to publish “${page.listing.title}”`}>
            Buyers pay you through your payout account. Once it is set up, you come back to your listing and it is published.
          </Banner>
        ) : null}
        {problem ? <Banner tone="error">{problem}</Banner> : null}
        {page.view === 'missing-key' ? (
          <Banner tone="error" title="Payouts cannot be set up right now">
            {page.message}
          </Banner>
        ) : page.view === 'form' ? (
          <>
            <p className="po-lead">Tell us where to send the money from your sales. Our payment provider, Stripe, keeps your bank details and verifies your identity.</p>
            <PayoutForm data={page.form} listingId={page.listing?.id ?? null} />
          </>
        ) : (
          <>
            {page.fetchError ? <Banner tone="warning">{page.fetchError}</Banner> : null}
            <PayoutStatusBox type={page.status.type} listingId={page.listing?.id ?? null} pending={verifying}>
              {STATUS_TEXT[page.status.type](page.status.dueWords)}
            </PayoutStatusBox>
            <PayoutAccountSummary bank={page.bank} country={page.country} instant={page.instant} />
          </>
        )}
        <p className="po-secure">
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M6 9V7a4 4 0 1 1 8 0v2" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <rect x="4" y="9" width="12" height="9" rx="2" fill="currentColor" />
          </svg>
          Bank and identity details go straight to our payment provider. Variegata only sees the last 4 digits of your account.
        </p>
      </div>
    </AccountSettingsLayout>
  );
}
