import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { Button } from '@variegata/ui/Button';
import { FieldText } from '@variegata/ui/Field';
import { passwordRecoverySchema } from '@variegata/validation/password-pages';
import { useEffect, useState } from 'react';
import { CsrfField } from '~/shell/CsrfField';
import { FormMessage } from './FormMessage';
import { useAccountForm } from './useAccountForm';

/**
 * Recovery states (spec 3 §4): request; success keeps the submitted email and shows "check your
 * inbox" with a resend; "retype email" brings the submitted email back into the form; an error
 * (email not found) shows the spec text.
 */
export function PasswordRecoveryForm() {
  const { email: initialEmail } = useLoaderData<{ email: string }>();
  const answer = useActionData() as { passwordRequested?: boolean; submittedEmail?: string } | undefined;
  const form = useAccountForm(passwordRecoverySchema);
  const [retyping, setRetyping] = useState(false);
  useEffect(() => setRetyping(false), [answer]);
  if (answer?.passwordRequested && !retyping) {
    return (
      <div className="verify-notice">
        <h2 className="section-title">Check your inbox</h2>
        <p>
          We sent instructions to reset your password to <strong>{answer.submittedEmail}</strong>.
        </p>
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="email" value={answer.submittedEmail} />
          <Button type="submit" variant="ghost" size="sm" loading={form.submitting}>
            Send the email again
          </Button>
        </Form>
        <p className="account-form__aside">
          Wrong address?{' '}
          <button type="button" className="terms-link" onClick={() => setRetyping(true)}>
            Retype your email
          </button>
        </p>
      </div>
    );
  }
  return (
    <Form method="post" className="account-form" noValidate onSubmit={form.onSubmit} aria-label="Request a password reset link">
      <CsrfField />
      <p>Enter the email address you signed up with and we will send you a link to reset your password.</p>
      <FormMessage kind="error">{form.formError}</FormMessage>
      <FieldText
        id="recovery-email"
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        required
        defaultValue={(retyping ? answer?.submittedEmail : undefined) ?? form.values['email'] ?? initialEmail}
        error={form.error('email') === form.formError ? null : form.error('email')}
      />
      <div className="account-form__actions">
        <Button type="submit" loading={form.submitting} loadingLabel="Sending" fullWidth>
          Send reset link
        </Button>
      </div>
      <p className="account-form__aside">
        Remembered it? <Link to="/login">Log in</Link>
      </p>
    </Form>
  );
}
