import type { MetaFunction } from '@remix-run/node';
import { Page, Placeholder } from '~/components/shell/Page';
import { pageMeta } from '~/lib/shell-meta';

export const meta: MetaFunction = () => pageMeta('Forgot your password?');

/** PasswordRecoveryPage (open). */
export default function PasswordRecoveryPage() {
  return (
    <Page title="Forgot your password?" className="page--narrow page--auth">
      <Placeholder>We will send you a link to reset it.</Placeholder>
    </Page>
  );
}
