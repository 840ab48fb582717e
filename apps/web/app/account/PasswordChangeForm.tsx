import { Form } from '@remix-run/react';
import { Button } from '@variegata/ui/Button';
import { FieldPassword } from '@variegata/ui/Field';
import { passwordChangeSchema } from '@variegata/validation/password-pages';
import { useEffect, useRef } from 'react';
import { CsrfField } from '~/shell/CsrfField';
import { FormMessage } from './FormMessage';
import { useAccountForm } from './useAccountForm';

export function PasswordChangeForm() {
  const form = useAccountForm(passwordChangeSchema);
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.success) ref.current?.reset();
  }, [form.success]);
  return (
    <Form ref={ref} method="post" className="account-form" noValidate onSubmit={form.onSubmit} aria-label="Change your password">
      <CsrfField />
      <FormMessage kind="error">{form.formError}</FormMessage>
      <FormMessage kind="success">{form.success}</FormMessage>
      <FieldPassword id="change-new-password" name="newPassword" label="New password" autoComplete="new-password" required hint="At least 8 characters." error={form.error('newPassword')} />
      <FieldPassword
        id="change-current-password"
        name="currentPassword"
        label="Current password"
        autoComplete="current-password"
        required
        error={form.error('currentPassword') === form.formError ? null : form.error('currentPassword')}
      />
      <div className="account-form__actions">
        <Button type="submit" loading={form.submitting} loadingLabel="Saving">
          Save new password
        </Button>
      </div>
    </Form>
  );
}
