import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteError, useRouteLoaderData } from '@remix-run/react';
import { useEffect, type ReactNode } from 'react';
import { usePageViews } from '~/analytics/usePageViews';
import { reportBrowserError, startBrowserErrorReporting } from '~/errors/reporting.client';
import { ChunkErrorPage } from '~/shell/ChunkErrorPage';
import { loadWhenRendered } from '~/shell/load-when-rendered';
import { RemixLinkProvider } from '~/shell/RemixLinkProvider';
import { markPageOnFirstScroll } from '~/shell/scroll-indicator.client';
import { Shell } from '~/shell/Shell';
import { serverEnv, toPublicEnv } from '~/server/env.server';
import { useNonce } from '~/shell/nonce';
import { shellData } from '~/shell/data.server';
import { errorView } from '~/shell/errors';
import { skipRevalidationForModals } from '~/shell/revalidate';
import rootStyles from '~/styles/root.css?url';

// With the page's code, before hydration: the touch-screen scroll indicator shows from the first scroll.
if (typeof document !== 'undefined') markPageOnFirstScroll();

// The not-found and failure pages' code comes when one is shown, not with every page.
const ErrorContent = loadWhenRendered(() => import('~/shell/ErrorContent').then((m) => m.ErrorContent));

export const links: LinksFunction = () => [
  // One icon file (16, 32 and 48 px). Not an SVG icon: the browser fetches the icon through the page
  // and builds a whole SVG document for it, 3-6 ms of the page's main thread on every load (measured).
  { rel: 'icon', href: '/favicon.ico', sizes: '16x16 32x32 48x48' },
  { rel: 'stylesheet', href: rootStyles },
];

export const meta: MetaFunction = () => [
  { title: 'Variegata · Rare and variegated plants' },
  { name: 'description', content: 'Buy and sell rare and variegated plants: fixed price, quick sales and auctions.' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { csrfToken: context.csrfToken, env: toPublicEnv(serverEnv()), shell: await shellData(request, context) };
}

/** Opening or closing a modal (a query parameter) reloads no data. */
export const shouldRevalidate = skipRevalidationForModals;

export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f5139" />
        <Meta />
        <Links />
      </head>
      <body>
        <RemixLinkProvider>{children}</RemixLinkProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Routes whose handle says `bare` (the styleguide's raw view) render without the shell. */
function useBare(): boolean {
  return useMatches().some((match) => (match.handle as { bare?: boolean } | undefined)?.bare === true);
}

export default function App() {
  const data = useRootData();
  const bare = useBare();
  usePageViews(data?.csrfToken ?? '');
  const sentryDsn = data?.env.sentryDsn ?? '';
  useEffect(() => {
    void startBrowserErrorReporting(sentryDsn);
  }, [sentryDsn]);
  if (!data || bare) return <Outlet />;
  return (
    <Shell shell={data.shell}>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRootData();
  const sentryDsn = data?.env.sentryDsn ?? '';
  useEffect(() => {
    if (error instanceof Error) reportBrowserError(sentryDsn, error);
  }, [error, sentryDsn]);
  const view = errorView(error);
  const content = view.kind === 'chunk' ? <ChunkErrorPage /> : <ErrorContent view={view} />;
  return data ? <Shell shell={data.shell}>{content}</Shell> : content;
}
