import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AuthPage } from '~/account/AuthPage';
import accountStyles from '~/account/account.css?url';
import { authPageAction, authPageLoader } from '~/account/auth-page.server';
import { pageMeta } from '~/shell/meta';

export const meta: MetaFunction = () => pageMeta('Log in');
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

/** LoginPage (open): the authentication page, tab login. */
export const loader = ({ request, context }: LoaderFunctionArgs) => authPageLoader(request, context, 'login');
export const action = ({ request, context }: ActionFunctionArgs) => authPageAction(request, context);

export default function LoginPage() {
  return <AuthPage data={useLoaderData<typeof loader>()} />;
}
