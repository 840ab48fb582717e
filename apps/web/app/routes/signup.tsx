import type { MetaFunction } from '@remix-run/node';
import { Page, Placeholder } from '~/components/shell/Page';
import { pageMeta } from '~/lib/shell-meta';

export const meta: MetaFunction = () => pageMeta('Sign up');

/** SignupPage (open). */
export default function SignupPage() {
  return (
    <Page title="Sign up" className="page--narrow page--auth">
      <Placeholder>Create your account.</Placeholder>
    </Page>
  );
}
