import { Form } from '@remix-run/react';
import { Button } from '@variegata/ui/Button';
import { FieldCheckbox, FieldPassword, FieldSelect, FieldText } from '@variegata/ui/Field';
import { DEFAULT_COUNTRY } from '@variegata/validation/country';
import { authPageSignupSchema } from '@variegata/validation/signup';
import { useState } from 'react';
import { CsrfField } from '~/shell/CsrfField';
import { COUNTRY_OPTIONS } from './country-options';
import { FormMessage } from './FormMessage';
import { ReturnPathField } from './ReturnPathField';
import { useAccountForm } from './useAccountForm';
import { useUsernameCheck } from './useUsernameCheck';
import { TermsDialog } from './terms-dialog';

export function SignupForm({ from }: { from: string | null }) {
  const form = useAccountForm(authPageSignupSchema);
  const [termsOpen, setTermsOpen] = useState(false);
  const usernameCheck = useUsernameCheck();
  const value = (name: string) => form.values[name] ?? '';
  return (
    <>
      <Form method="post" className="account-form account-form--signup" noValidate onSubmit={form.onSubmit} aria-label="Sign up">
        <CsrfField />
        <input type="hidden" name="intent" value="signup" />
        <input type="hidden" name="signedUpFrom" value="AuthPage" />
        <ReturnPathField from={from} />
        <FormMessage kind="error">{form.formError}</FormMessage>
        <FieldText id="signup-email" name="email" type="email" label="Email" autoComplete="email" required defaultValue={value('email')} error={form.error('email')} />
        <div className="account-form__row">
          <FieldText id="signup-first-name" name="firstName" label="First name" autoComplete="given-name" required defaultValue={value('firstName')} error={form.error('firstName')} />
          <FieldText id="signup-last-name" name="lastName" label="Last name" autoComplete="family-name" required defaultValue={value('lastName')} error={form.error('lastName')} />
        </div>
        <FieldText
          id="signup-username"
          name="username"
          label="Username"
          autoComplete="username"
          required
          hint="3 to 20 letters, digits, dots, dashes or underscores; ends with a letter or digit. Shown on your shop and in the forum."
          defaultValue={value('username')}
          onBlur={usernameCheck.onBlur}
          error={form.error('username') ?? usernameCheck.takenError}
        />
        <FieldPassword id="signup-password" name="password" label="Password" autoComplete="new-password" required hint="At least 8 characters." error={form.error('password')} />
        <FieldSelect id="signup-country" name="country" label="Country" required options={COUNTRY_OPTIONS} defaultValue={value('country') || DEFAULT_COUNTRY} error={form.error('country')} />
        <FieldCheckbox id="signup-newsletter" name="hasAcceptedNewsletter" value="true" label="Send me the Variegata newsletter" defaultChecked={value('hasAcceptedNewsletter') === 'true'} />
        <p className="terms-text">
          By signing up you accept the{' '}
          <button type="button" className="terms-link" onClick={() => setTermsOpen(true)}>
            Terms of Service
          </button>
          .
        </p>
        <div className="account-form__actions">
          <Button type="submit" loading={form.submitting} loadingLabel="Signing up" fullWidth>
            Sign up
          </Button>
        </div>
      </Form>
      {termsOpen ? <TermsDialog open onClose={() => setTermsOpen(false)} /> : null}
    </>
  );
}
