import { Form } from '@remix-run/react';
import { Button } from '@variegata/ui/Button';
import { FieldCheckbox, FieldSelect, FieldText } from '@variegata/ui/Field';
import { DEFAULT_COUNTRY } from '@variegata/validation/country';
import { useEffect, useState } from 'react';
import type { PendingSignupView } from '~/account/auth-types';
import { COUNTRY_OPTIONS } from '~/account/country-options';
import { FormMessage } from '~/account/FormMessage';
import { ReturnPathField } from '~/account/ReturnPathField';
import { useAccountForm } from '~/account/useAccountForm';
import { useUsernameCheck } from '~/account/useUsernameCheck';
import { CsrfField } from '~/shell/CsrfField';
import { confirmSignupSchema } from './confirm-schema';
import { CONFIRM_INTRO, SIGNUP_ORIGIN_KEY } from './texts';
import { TermsDialog } from '~/account/terms-dialog';

const PROVIDER_LABELS = { facebook: 'Facebook', google: 'Google' } as const;

/** The confirm tab (spec 1 §2.3): completes a sign-up through a social provider. */
export function ConfirmSignupForm({ pending, from }: { pending: PendingSignupView; from: string | null }) {
  const form = useAccountForm(confirmSignupSchema);
  const [termsOpen, setTermsOpen] = useState(false);
  const [signedUpFrom, setSignedUpFrom] = useState('AuthPage');
  const usernameCheck = useUsernameCheck();
  useEffect(() => {
    try {
      const stored = window.localStorage.getItem(SIGNUP_ORIGIN_KEY);
      if (stored) setSignedUpFrom(stored);
    } catch {
      /* storage may be unavailable */
    }
  }, []);
  const value = (name: string, fallback = '') => form.values[name] ?? fallback;
  return (
    <>
      <p className="confirm-intro">
        {CONFIRM_INTRO} You signed in with {PROVIDER_LABELS[pending.provider]}.
      </p>
      <Form method="post" className="account-form account-form--confirm" noValidate onSubmit={form.onSubmit} aria-label="Complete your sign-up">
        <CsrfField />
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="signedUpFrom" value={signedUpFrom} />
        <ReturnPathField from={from} />
        <FormMessage kind="error">{form.formError}</FormMessage>
        <FieldText id="confirm-email" name="email" type="email" label="Email" autoComplete="email" required defaultValue={value('email', pending.email)} error={form.error('email')} />
        <div className="account-form__row">
          <FieldText id="confirm-first-name" name="firstName" label="First name" autoComplete="given-name" required defaultValue={value('firstName', pending.firstName)} error={form.error('firstName')} />
          <FieldText id="confirm-last-name" name="lastName" label="Last name" autoComplete="family-name" required defaultValue={value('lastName', pending.lastName)} error={form.error('lastName')} />
        </div>
        <FieldText
          id="confirm-username"
          name="username"
          label="Username"
          autoComplete="username"
          required
          hint="3 to 20 letters, digits, dots, dashes or underscores; ends with a letter or digit. Shown on your shop and in the forum."
          defaultValue={value('username')}
          onBlur={usernameCheck.onBlur}
          error={form.error('username') ?? usernameCheck.takenError}
        />
        <FieldSelect id="confirm-country" name="country" label="Country" required options={COUNTRY_OPTIONS} defaultValue={value('country') || DEFAULT_COUNTRY} error={form.error('country')} />
        <FieldCheckbox id="confirm-newsletter" name="hasAcceptedNewsletter" value="true" label="Send me the Variegata newsletter" defaultChecked={value('hasAcceptedNewsletter') === 'true'} />
        <p className="terms-text">
          By signing up you accept the{' '}
          <button type="button" className="terms-link" onClick={() => setTermsOpen(true)}>
            Terms of Service
          </button>
          .
        </p>
        <div className="account-form__actions">
          <Button type="submit" loading={form.submitting} loadingLabel="Signing up" fullWidth>
            Complete sign-up
          </Button>
        </div>
      </Form>
      {termsOpen ? <TermsDialog open onClose={() => setTermsOpen(false)} /> : null}
    </>
  );
}
