import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { AccountSettingsLayout } from '~/account/AccountSettingsLayout';
import { Placeholder } from '~/shell/Page';
import { requireUser } from '~/server/guards.server';
import { pageMeta } from '~/shell/meta';

export const meta: MetaFunction = () => pageMeta('Payment methods');

/** PaymentMethodsPage (login required). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, 'login');
  return null;
}

export default function PaymentMethodsPage() {
  return (
    <AccountSettingsLayout title="Payment methods">
      <Placeholder>Your saved card.</Placeholder>
    </AccountSettingsLayout>
  );
}
