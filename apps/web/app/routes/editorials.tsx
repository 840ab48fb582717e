import type { MetaFunction } from '@remix-run/node';
import { Page, Placeholder } from '~/components/shell/Page';
import { pageMeta } from '~/lib/shell-meta';

export const meta: MetaFunction = () => pageMeta('Articles');

/** ArticlesPage (open). */
export default function ArticlesPage() {
  return (
    <Page title="Articles" className="page--articles">
      <Placeholder>Articles from our growers and editors.</Placeholder>
    </Page>
  );
}
