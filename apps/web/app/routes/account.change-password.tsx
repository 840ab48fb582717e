import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { AccountSettingsLayout } from '~/components/shell/AccountSettingsLayout';
import { Placeholder } from '~/components/shell/Page';
import { requireUser } from '~/lib/guards.server';
import { pageMeta } from '~/lib/shell-meta';

export const meta: MetaFunction = () => pageMeta('Password');

/** PasswordChangePage (login required). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, 'login');
  return null;
}

export default function PasswordChangePage() {
  return (
    <AccountSettingsLayout title="Password">
      <Placeholder>Change your password.</Placeholder>
    </AccountSettingsLayout>
  );
}
