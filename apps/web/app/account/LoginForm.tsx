import { Form, Link } from '@remix-run/react';
import { Button } from '@variegata/ui/Button';
import { FieldPassword, FieldText } from '@variegata/ui/Field';
import { CsrfField } from '~/shell/CsrfField';
import { loginSchema } from '~/account/schemas';
import { FormMessage } from './FormMessage';
import { ReturnPathField } from './ReturnPathField';
import { useAccountForm } from './useAccountForm';

export function LoginForm({ from }: { from: string | null }) {
  const form = useAccountForm(loginSchema);
  return (
    <Form method="post" className="account-form" noValidate onSubmit={form.onSubmit} aria-label="Log in">
      <CsrfField />
      <input type="hidden" name="intent" value="login" />
      <ReturnPathField from={from} />
      <FormMessage kind="error">
        {form.formError && form.offerPasswordReset ? (
          <>
            {form.formError} <Link to="/recover-password">Send me a password reset email</Link>
          </>
        ) : (
          form.formError
        )}
      </FormMessage>
      <FieldText id="login-email" name="email" type="email" label="Email" autoComplete="email" required defaultValue={form.values['email'] ?? ''} error={form.error('email')} />
      <FieldPassword id="login-password" name="password" label="Password" autoComplete="current-password" required error={form.error('password')} />
      <div className="account-form__actions">
        <Button type="submit" loading={form.submitting} loadingLabel="Logging in" fullWidth>
          Log in
        </Button>
      </div>
      <p className="account-form__aside">
        Forgot your password? <Link to="/recover-password">Reset it</Link>
      </p>
    </Form>
  );
}
