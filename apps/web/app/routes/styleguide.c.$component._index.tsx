import type { MetaFunction } from '@remix-run/node';
import { Page, Placeholder } from '~/components/shell/Page';
import { pageMeta } from '~/lib/shell-meta';

export const meta: MetaFunction = () => pageMeta('Styleguide');

/** Styleguide (open): renders the UI kit's stories once the index exists. */
export default function Styleguide() {
  return (
    <Page title="Styleguide">
      <Placeholder>The UI kit's components and examples.</Placeholder>
    </Page>
  );
}
