import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { contactDetailsSchema, formatPhoneNumber } from '@variegata/validation/contact-details';
import { validateWith } from '@variegata/validation/form';
import { ContactDetailsForm } from '~/account/ContactDetailsForm';
import accountStyles from '~/account/account.css?url';
import { AccountSettingsLayout } from '~/account/AccountSettingsLayout';
import { resendAction } from '~/account/auth-page.server';
import { changeEmail, savePhoneNumber } from '~/account/contact.server';
import { requestPasswordReset } from '~/account/password.server';
import { fail, formValues, tooMany } from '~/account/results.server';
import { formObject } from '~/account/schemas';
import { EMAIL_CHANGE_WRONG_PASSWORD_TEXT, GENERIC_ERROR_TEXT, PASSWORD_RECOVERY_EMAIL_UNVERIFIED_TEXT, SIGNUP_EMAIL_TAKEN_TEXT } from '~/account/texts';
import { accountUser } from '~/account/user.server';
import { field, readForm } from '~/server/form.server';
import { requireUser } from '~/server/guards.server';
import { limitAttempt } from '~/server/rate-limit.server';
import { pageMeta } from '~/shell/meta';

export const meta: MetaFunction = () => pageMeta('Contact details');
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

/** ContactDetailsPage (login required): email (change needs the current password), phone, verification, reset. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = accountUser(await requireUser(request, context, 'login'));
  return {
    email: user.email,
    emailVerified: user.emailVerified,
    phoneNumber: user.phoneNumber,
    phoneDisplay: user.phoneNumber ? formatPhoneNumber(user.phoneNumber) : '',
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = accountUser(await requireUser(request, context, 'login'));
  const form = await readForm(request, context);
  const intent = field(form, 'intent');
  if (intent === 'resend-verification') return withIntent(intent, await resendAction(context));
  if (intent === 'send-reset') {
    const limit = await limitAttempt('passwordReset', { ip: context.clientIp, email: user.email });
    if (!limit.allowed) return withIntent(intent, tooMany(limit));
    const outcome = await requestPasswordReset(context, user.email);
    if (outcome === 'email-unverified') return fail(409, { intent, formError: PASSWORD_RECOVERY_EMAIL_UNVERIFIED_TEXT });
    if (outcome !== 'ok') return fail(502, { intent, formError: GENERIC_ERROR_TEXT });
    return { intent, success: `We sent a password reset link to ${user.email}.` };
  }
  const values = formValues(form, ['currentPassword']);
  const parsed = validateWith(contactDetailsSchema({ currentEmail: user.email }), formObject(form));
  if (!parsed.success) return fail(400, { intent: 'contact', fieldErrors: parsed.issues, values });
  const { email, emailChanged, currentPassword, phoneNumber } = parsed.output;
  if (emailChanged) {
    const outcome = await changeEmail(context, email, currentPassword);
    if (outcome === 'wrong-password') return fail(403, { intent: 'contact', fieldErrors: { currentPassword: EMAIL_CHANGE_WRONG_PASSWORD_TEXT }, values });
    if (outcome === 'email-taken') return fail(409, { intent: 'contact', fieldErrors: { email: SIGNUP_EMAIL_TAKEN_TEXT }, values });
    if (outcome !== 'ok') return fail(502, { intent: 'contact', formError: GENERIC_ERROR_TEXT, values });
  }
  if (phoneNumber !== user.phoneNumber && !(await savePhoneNumber(context, phoneNumber))) {
    return fail(502, { intent: 'contact', formError: GENERIC_ERROR_TEXT, values });
  }
  return {
    intent: 'contact',
    success: emailChanged ? `Your email address is now ${email}. We sent a verification link there.` : 'Your contact details have been saved.',
  };
}

/** Tags an answer (plain or with a status) with the form it belongs to. */
function withIntent(intent: string, answer: unknown) {
  if (answer && typeof answer === 'object' && (answer as { type?: string }).type === 'DataWithResponseInit') {
    const wrapped = answer as { data: Record<string, unknown>; init: ResponseInit | null };
    return fail(wrapped.init?.status ?? 400, { ...wrapped.data, intent });
  }
  return { ...(answer as Record<string, unknown>), intent };
}

export default function ContactDetailsPage() {
  return (
    <AccountSettingsLayout title="Contact details">
      <ContactDetailsForm />
    </AccountSettingsLayout>
  );
}
