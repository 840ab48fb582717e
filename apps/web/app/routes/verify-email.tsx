import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Page, Placeholder } from '~/components/shell/Page';
import { requireUser } from '~/lib/guards.server';
import { pageMeta } from '~/lib/shell-meta';

export const meta: MetaFunction = () => pageMeta('Verify your email address');

/** EmailVerificationPage (login required, fallback login). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, 'login');
  return null;
}

export default function EmailVerificationPage() {
  return (
    <Page title="Verify your email address">
      <Placeholder>Checking your verification link.</Placeholder>
    </Page>
  );
}
