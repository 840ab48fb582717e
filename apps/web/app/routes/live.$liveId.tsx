import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Page, Placeholder } from '~/components/shell/Page';
import { pageMeta } from '~/lib/shell-meta';

export const meta: MetaFunction = () => pageMeta('Live sale');

/** LivePage (open); taking part beyond viewing is app-only. */
export function loader({ params }: LoaderFunctionArgs) {
  return { liveId: params.liveId ?? '' };
}

export default function LivePage() {
  return (
    <Page title="Live sale" className="page--columns">
      <div className="columns">
        <section className="columns-main" aria-label="Live stream"><Placeholder>The live sale appears here.</Placeholder></section>
        <aside className="columns-side" aria-label="Chat"><Placeholder>Chat and bids.</Placeholder></aside>
      </div>
    </Page>
  );
}
