import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AuthPage } from '~/account/AuthPage';
import accountStyles from '~/account/account.css?url';
import { authPageAction, authPageLoader } from '~/account/auth-page.server';
import { pageMeta } from '~/shell/meta';

export const meta: MetaFunction = () => pageMeta('Sign up');
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

/** SignupPage (open): the authentication page, tab signup. */
export const loader = ({ request, context }: LoaderFunctionArgs) => authPageLoader(request, context, 'signup');
export const action = ({ request, context }: ActionFunctionArgs) => authPageAction(request, context);

export default function SignupPage() {
  return <AuthPage data={useLoaderData<typeof loader>()} />;
}
