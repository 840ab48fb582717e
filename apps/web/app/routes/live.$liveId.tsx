import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { LiveView } from '~/lives/LiveView';
import { Page } from '~/shell/Page';
import { LIVE_UNAVAILABLE } from '~/lives/live-view';
import { findLive, livePageData } from '~/lives/lives.server';
import { pageMeta } from '~/shell/meta';
import discoveryStyles from '~/styles/discovery.css?url';
import livesStyles from '~/lives/lives.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: discoveryStyles },
  { rel: 'stylesheet', href: livesStyles },
];

/**
 * LivePage (open): a live sale read-only (spec 2 "Live page"): host, guest, note, state and
 * times, the live's listings, the pinned message, recent chat and bids. Taking part is app-only:
 * the join button opens the app prompt. Unknown lives are 404; a content-service failure is 503
 * with a message.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const found = await findLive(params.liveId ?? '');
  if (found.kind === 'not-found') throw new Response('Live not found', { status: 404 });
  if (found.kind === 'unavailable') return data({ kind: 'error' as const }, { status: 503 });
  const now = Date.now();
  return { kind: 'live' as const, live: await livePageData(context, found.live, now), now };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  loaded?.kind === 'live'
    ? pageMeta(`${loaded.live.host.name}'s live sale`, loaded.live.note || undefined)
    : pageMeta('Live sale');

export default function LivePage() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.kind === 'error') {
    return (
      <Page title="Live sale">
        <p className="lv-notice lv-notice--error" role="alert">{LIVE_UNAVAILABLE}</p>
      </Page>
    );
  }
  return (
    <Page title={`${loaded.live.host.name}'s live sale`}>
      <LiveView live={loaded.live} now={loaded.now} />
    </Page>
  );
}
