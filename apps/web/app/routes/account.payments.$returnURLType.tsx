import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { AccountSettingsLayout } from '~/account/AccountSettingsLayout';
import { Placeholder } from '~/shell/Page';
import { requireUser } from '~/server/guards.server';
import { pageMeta } from '~/shell/meta';

export const meta: MetaFunction = () => pageMeta('Payments');

/** StripePayoutOnboardingPage: return from payout onboarding (login required). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireUser(request, context, 'login');
  return { returnURLType: params.returnURLType ?? '' };
}

export default function StripePayoutOnboardingPage() {
  return (
    <AccountSettingsLayout title="Payments">
      <Placeholder>Checking your payout account.</Placeholder>
    </AccountSettingsLayout>
  );
}
