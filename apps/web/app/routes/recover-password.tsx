import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { EMAIL_INVALID_MESSAGE } from '@variegata/validation/email';
import { passwordRecoverySchema } from '@variegata/validation/password-pages';
import { validateWith } from '@variegata/validation/form';
import { PasswordRecoveryForm } from '~/account/PasswordRecoveryForm';
import accountStyles from '~/account/account.css?url';
import { Page } from '~/shell/Page';
import { requestPasswordReset } from '~/account/password.server';
import { fail, formValues, invalid, tooMany } from '~/account/results.server';
import { GENERIC_ERROR_TEXT, PASSWORD_RECOVERY_EMAIL_NOT_FOUND_TEXT, PASSWORD_RECOVERY_EMAIL_UNVERIFIED_TEXT } from '~/account/texts';
import { formObject } from '~/account/schemas';
import { readForm } from '~/server/form.server';
import { limitAttempt } from '~/server/rate-limit.server';
import { pageMeta } from '~/shell/meta';

export const meta: MetaFunction = () => pageMeta('Forgot your password?');
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

/** PasswordRecoveryPage (open): request a reset link by email (spec 3 §2, §4, §8). */
export function loader({ request }: LoaderFunctionArgs) {
  return { email: new URL(request.url).searchParams.get('email') ?? '' };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context);
  const values = formValues(form);
  const parsed = validateWith(passwordRecoverySchema, formObject(form));
  if (!parsed.success) return invalid(parsed.issues, values);
  const limit = await limitAttempt('passwordReset', { ip: context.clientIp, email: parsed.output.email });
  if (!limit.allowed) return tooMany(limit, values);
  const outcome = await requestPasswordReset(context, parsed.output.email);
  if (outcome === 'email-not-found') return fail(404, { formError: PASSWORD_RECOVERY_EMAIL_NOT_FOUND_TEXT, fieldErrors: { email: PASSWORD_RECOVERY_EMAIL_NOT_FOUND_TEXT }, values });
  if (outcome === 'invalid-email') return invalid({ email: EMAIL_INVALID_MESSAGE }, values);
  if (outcome === 'email-unverified') return fail(409, { formError: PASSWORD_RECOVERY_EMAIL_UNVERIFIED_TEXT, values });
  if (outcome !== 'ok') return fail(502, { formError: GENERIC_ERROR_TEXT, values });
  return { passwordRequested: true, submittedEmail: parsed.output.email };
}

export default function PasswordRecoveryPage() {
  return (
    <Page title="Forgot your password?" className="page--narrow page--auth">
      <div className="auth-card">
        <PasswordRecoveryForm />
      </div>
    </Page>
  );
}
