import type { MetaFunction } from '@remix-run/node';
import { Page, Placeholder } from '~/components/shell/Page';
import { pageMeta } from '~/lib/shell-meta';

export const meta: MetaFunction = () => pageMeta('Membership Plans');

/** MembershipPage (open). */
export default function MembershipPage() {
  return (
    <Page title="Membership Plans" className="page--membership">
      <Placeholder>Plans, prices and the comparison table.</Placeholder>
    </Page>
  );
}
