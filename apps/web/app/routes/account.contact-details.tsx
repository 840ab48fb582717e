import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { AccountSettingsLayout } from '~/components/shell/AccountSettingsLayout';
import { Placeholder } from '~/components/shell/Page';
import { requireUser } from '~/lib/guards.server';
import { pageMeta } from '~/lib/shell-meta';

export const meta: MetaFunction = () => pageMeta('Contact details');

/** ContactDetailsPage (login required). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, 'login');
  return null;
}

export default function ContactDetailsPage() {
  return (
    <AccountSettingsLayout title="Contact details">
      <Placeholder>Your email address and phone number.</Placeholder>
    </AccountSettingsLayout>
  );
}
