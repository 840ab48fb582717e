import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { EmailVerificationForm } from '~/account/EmailVerificationForm';
import accountStyles from '~/account/account.css?url';
import { Page } from '~/shell/Page';
import { resendAction } from '~/account/auth-page.server';
import { verifyEmail } from '~/account/contact.server';
import { fail } from '~/account/results.server';
import { GENERIC_ERROR_TEXT, VERIFICATION_FAILED_TEXT } from '~/account/texts';
import { accountUser } from '~/account/user.server';
import { field, readForm } from '~/server/form.server';
import { requireUser } from '~/server/guards.server';
import { pageMeta } from '~/shell/meta';

export const meta: MetaFunction = () => pageMeta('Verify your email address');
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

/**
 * EmailVerificationPage (login required). The emailed link carries the token (`t`); verifying is a
 * POST with the CSRF token (no state change on GET), one click on the page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = accountUser(await requireUser(request, context, 'login'));
  const token = new URL(request.url).searchParams.get('t') ?? '';
  return { email: user.email, emailVerified: user.emailVerified, hasToken: token !== '', token };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, 'login');
  const form = await readForm(request, context);
  const intent = field(form, 'intent');
  if (intent === 'resend-verification') return resendAction(context);
  if (intent !== 'verify') return fail(400, { formError: GENERIC_ERROR_TEXT });
  const token = field(form, 'verificationToken');
  if (!token) return fail(400, { formError: VERIFICATION_FAILED_TEXT });
  const outcome = await verifyEmail(context, token);
  if (outcome !== 'ok') return fail(409, { formError: VERIFICATION_FAILED_TEXT });
  return { success: 'Thanks! Your email address is now verified.', verified: true };
}

export default function EmailVerificationPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <Page title="Verify your email address" className="page--narrow page--auth">
      <div className="auth-card">
        <EmailVerificationForm {...data} />
      </div>
    </Page>
  );
}
