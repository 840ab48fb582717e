import type { MetaFunction } from '@remix-run/node';
import { Page, Placeholder } from '~/components/shell/Page';
import { pageMeta } from '~/lib/shell-meta';

export const meta: MetaFunction = () => pageMeta('More news');

/** ArticlesMorePage (open). */
export default function ArticlesMorePage() {
  return (
    <Page title="More news" className="page--articles">
      <Placeholder>More articles.</Placeholder>
    </Page>
  );
}
