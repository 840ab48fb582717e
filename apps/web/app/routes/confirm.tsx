import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AuthPage } from '~/account/AuthPage';
import accountStyles from '~/account/account.css?url';
import { authPageAction, authPageLoader } from '~/account/auth-page.server';
import { pageMeta } from '~/shell/meta';
import { CONFIRM_TITLE } from '~/social-auth/texts';

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.pendingSignup ? CONFIRM_TITLE : 'Verify your email');
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

/** ConfirmPage (open): the authentication page, tab confirm (verify-email notice, or completing a social sign-up). */
export const loader = ({ request, context }: LoaderFunctionArgs) => authPageLoader(request, context, 'confirm');
export const action = ({ request, context }: ActionFunctionArgs) => authPageAction(request, context);

export default function ConfirmPage() {
  return <AuthPage data={useLoaderData<typeof loader>()} />;
}
