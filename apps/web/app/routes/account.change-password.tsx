import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { validateWith } from '@variegata/validation/form';
import { passwordChangeSchema } from '@variegata/validation/password-pages';
import { PasswordChangeForm } from '~/account/PasswordChangeForm';
import accountStyles from '~/account/account.css?url';
import { AccountSettingsLayout } from '~/account/AccountSettingsLayout';
import { changePassword } from '~/account/password.server';
import { fail, invalid } from '~/account/results.server';
import { formObject } from '~/account/schemas';
import { PASSWORD_CHANGE_GENERIC_ERROR_TEXT, PASSWORD_CHANGE_WRONG_PASSWORD_TEXT } from '~/account/texts';
import { readForm } from '~/server/form.server';
import { requireUser } from '~/server/guards.server';
import { pageMeta } from '~/shell/meta';

export const meta: MetaFunction = () => pageMeta('Password');
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

/** PasswordChangePage (login required). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, 'login');
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, 'login');
  const form = await readForm(request, context);
  const parsed = validateWith(passwordChangeSchema, formObject(form));
  if (!parsed.success) return invalid(parsed.issues);
  const outcome = await changePassword(context, parsed.output.currentPassword, parsed.output.newPassword);
  if (outcome === 'wrong-password') return fail(403, { formError: PASSWORD_CHANGE_WRONG_PASSWORD_TEXT, fieldErrors: { currentPassword: PASSWORD_CHANGE_WRONG_PASSWORD_TEXT } });
  if (outcome !== 'ok') return fail(502, { formError: PASSWORD_CHANGE_GENERIC_ERROR_TEXT });
  return { passwordChanged: true, success: 'Your password has been changed.' };
}

export default function PasswordChangePage() {
  return (
    <AccountSettingsLayout title="Password">
      <PasswordChangeForm />
    </AccountSettingsLayout>
  );
}
