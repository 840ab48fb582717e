import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Page, Placeholder } from '~/components/shell/Page';
import { requireUser } from '~/lib/guards.server';
import { pageMeta } from '~/lib/shell-meta';

export const meta: MetaFunction = () => pageMeta('Congratulations!');

/** MembershipSuccessPage (login required, fallback login). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, 'login');
  return null;
}

export default function MembershipSuccessPage() {
  return (
    <Page title="Congratulations!">
      <Placeholder>Your membership is active.</Placeholder>
    </Page>
  );
}
