import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AuthPage } from '~/account/AuthPage';
import accountStyles from '~/account/account.css?url';
import { authPageAction, authPageLoader } from '~/account/auth-page.server';
import { pageMeta } from '~/shell/meta';

export const meta: MetaFunction = () => pageMeta('Verify your email');
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

/** ConfirmPage (open): the authentication page, tab confirm. */
export const loader = ({ request, context }: LoaderFunctionArgs) => authPageLoader(request, context, 'confirm');
export const action = ({ request, context }: ActionFunctionArgs) => authPageAction(request, context);

export default function ConfirmPage() {
  return <AuthPage data={useLoaderData<typeof loader>()} />;
}
