import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { Button } from '@variegata/ui/Button';
import { FieldPassword } from '@variegata/ui/Field';
import { passwordResetSchema } from '@variegata/validation/password-pages';
import { CsrfField } from '~/shell/CsrfField';
import { FormMessage } from './FormMessage';
import { useAccountForm } from './useAccountForm';

export function PasswordResetForm() {
  const { token, email, linkBroken } = useLoaderData<{ token: string; email: string; linkBroken: string | null }>();
  const answer = useActionData() as { reset?: boolean } | undefined;
  const form = useAccountForm(passwordResetSchema);
  if (answer?.reset) {
    return (
      <div className="verify-notice">
        <FormMessage kind="success">Your password has been reset. You can now log in with your new password.</FormMessage>
        <p>
          <Link className="account-link" to="/login">
            Log in
          </Link>
        </p>
      </div>
    );
  }
  if (linkBroken) {
    return (
      <div className="verify-notice">
        <FormMessage kind="error">{linkBroken}</FormMessage>
        <p>
          <Link className="account-link" to="/recover-password">
            Request a new link
          </Link>
        </p>
      </div>
    );
  }
  return (
    <Form method="post" className="account-form" noValidate onSubmit={form.onSubmit} aria-label="Choose a new password">
      <CsrfField />
      <input type="hidden" name="passwordResetToken" value={token} />
      <input type="hidden" name="email" value={email} />
      <p>
        Choose a new password for <strong>{email}</strong>.
      </p>
      <FormMessage kind="error">{form.formError}</FormMessage>
      <FieldPassword id="reset-new-password" name="newPassword" label="New password" autoComplete="new-password" required hint="At least 8 characters." error={form.error('newPassword')} />
      <div className="account-form__actions">
        <Button type="submit" loading={form.submitting} loadingLabel="Saving" fullWidth>
          Reset password
        </Button>
      </div>
    </Form>
  );
}
