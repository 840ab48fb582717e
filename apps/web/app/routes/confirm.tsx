import type { MetaFunction } from '@remix-run/node';
import { Page, Placeholder } from '~/components/shell/Page';
import { pageMeta } from '~/lib/shell-meta';

export const meta: MetaFunction = () => pageMeta('Complete your sign-up');

/** ConfirmPage (open). */
export default function ConfirmPage() {
  return (
    <Page title="Complete your sign-up" className="page--narrow page--auth">
      <Placeholder>Confirm your details to finish signing up.</Placeholder>
    </Page>
  );
}
