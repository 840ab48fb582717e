import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { AccountSettingsLayout } from '~/components/shell/AccountSettingsLayout';
import { Placeholder } from '~/components/shell/Page';
import { requireUser } from '~/lib/guards.server';
import { pageMeta } from '~/lib/shell-meta';

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
