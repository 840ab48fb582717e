import type { MetaFunction } from '@remix-run/node';
import { Page, Placeholder } from '~/components/shell/Page';
import { pageMeta } from '~/lib/shell-meta';

export const meta: MetaFunction = () => pageMeta('Log in');

/** LoginPage (open). */
export default function LoginPage() {
  return (
    <Page title="Log in" className="page--narrow page--auth">
      <Placeholder>Log in with your email and password.</Placeholder>
    </Page>
  );
}
