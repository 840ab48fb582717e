import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { AccountSettingsLayout } from '~/account/AccountSettingsLayout';
import { Placeholder } from '~/shell/Page';
import { requireUser } from '~/server/guards.server';
import { pageMeta } from '~/shell/meta';

export const meta: MetaFunction = () => pageMeta('Payments');

/** StripePayoutPage (login required). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, 'login');
  return null;
}

export default function StripePayoutPage() {
  return (
    <AccountSettingsLayout title="Payments">
      <Placeholder>Your payout details.</Placeholder>
    </AccountSettingsLayout>
  );
}
