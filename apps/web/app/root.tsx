import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError, useRouteLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { serverEnv, toPublicEnv } from './env.server';
import { useNonce } from './lib/nonce';
import appStyles from './styles/app.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: appStyles }];

export const meta: MetaFunction = () => [
  { title: 'Variegata · Rare and variegated plants' },
  { name: 'description', content: 'Buy and sell rare and variegated plants: fixed price, quick sales and auctions.' },
];

export async function loader({ context }: LoaderFunctionArgs) {
  return { csrfToken: context.csrfToken, env: toPublicEnv(serverEnv()) };
}

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
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="error-page">
      <h1>{status === 404 ? 'Page not found' : 'Something went wrong'}</h1>
      <p>{status === 404 ? 'The page you were looking for does not exist.' : 'Please refresh the page and try again.'}</p>
      <a href="/">Back to the front page</a>
    </main>
  );
}
