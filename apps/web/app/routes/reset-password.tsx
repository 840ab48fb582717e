import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { validateWith } from '@variegata/validation/form';
import { passwordResetSchema } from '@variegata/validation/password-pages';
import { PasswordResetForm } from '~/account/PasswordResetForm';
import accountStyles from '~/account/account.css?url';
import { Page } from '~/shell/Page';
import { resetPassword } from '~/account/password.server';
import { fail, invalid, tooMany } from '~/account/results.server';
import { formObject } from '~/account/schemas';
import { PASSWORD_RESET_FAILED_TEXT, PASSWORD_RESET_LINK_BROKEN_TEXT } from '~/account/texts';
import { readForm } from '~/server/form.server';
import { limitAttempt } from '~/server/rate-limit.server';
import { pageMeta } from '~/shell/meta';

export const meta: MetaFunction = () => pageMeta('Reset your password');
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

/** PasswordResetPage (open): the emailed link carries the token (`t`) and the email (`e`). */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('t') ?? '';
  const email = url.searchParams.get('e') ?? '';
  return { token, email, linkBroken: token === '' || email === '' ? PASSWORD_RESET_LINK_BROKEN_TEXT : null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context);
  const input = formObject(form);
  const parsed = validateWith(passwordResetSchema, input);
  if (!parsed.success) {
    if (parsed.issues['passwordResetToken'] || parsed.issues['email']) return fail(400, { formError: PASSWORD_RESET_LINK_BROKEN_TEXT });
    return invalid(parsed.issues);
  }
  const limit = await limitAttempt('passwordReset', { ip: context.clientIp, email: parsed.output.email });
  if (!limit.allowed) return tooMany(limit);
  const outcome = await resetPassword(context, parsed.output);
  if (outcome !== 'ok') return fail(409, { formError: PASSWORD_RESET_FAILED_TEXT });
  return { reset: true };
}

export default function PasswordResetPage() {
  return (
    <Page title="Reset your password" className="page--narrow page--auth">
      <div className="auth-card">
        <PasswordResetForm />
      </div>
    </Page>
  );
}
