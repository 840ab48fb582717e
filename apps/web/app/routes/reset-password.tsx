import type { MetaFunction } from '@remix-run/node';
import { Page, Placeholder } from '~/components/shell/Page';
import { pageMeta } from '~/lib/shell-meta';

export const meta: MetaFunction = () => pageMeta('Reset your password');

/** PasswordResetPage (open). */
export default function PasswordResetPage() {
  return (
    <Page title="Reset your password" className="page--narrow page--auth">
      <Placeholder>Choose a new password.</Placeholder>
    </Page>
  );
}
