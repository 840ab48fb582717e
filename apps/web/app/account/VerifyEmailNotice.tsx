import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { Button } from '@variegata/ui/Button';
import { CsrfField } from '~/shell/CsrfField';
import { FormMessage } from './FormMessage';
import type { AccountActionAnswer } from './useAccountForm';

/**
 * AuthSuccessPage (spec 1 §2.3): the verify-email notice with resend, a link to fix the email
 * (contact details) and a close link to profile settings.
 */
export function VerifyEmailNotice({ email, from }: { email: string; from: string | null }) {
  const answer = useActionData() as AccountActionAnswer | undefined;
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'resend-verification';
  return (
    <div className="verify-notice">
      <div className="verify-notice__icon" aria-hidden="true">✉️</div>
      <h2 className="section-title">Please check your inbox to verify your email</h2>
      <p>
        Thanks for signing up! We sent a verification link to <strong>{email}</strong>. Open it to confirm your email address.
      </p>
      <FormMessage kind="error">{answer?.formError}</FormMessage>
      <FormMessage kind="success">{answer?.success}</FormMessage>
      <Form method="post">
        <CsrfField />
        <input type="hidden" name="intent" value="resend-verification" />
        <p className="account-form__aside">
          Didn&apos;t get the email?{' '}
          <Button type="submit" variant="ghost" size="sm" loading={sending} loadingLabel="Sending">
            Send another email
          </Button>
        </p>
      </Form>
      <p className="account-form__aside">
        Wrong address? <Link to="/account/contact-details">Fix your email</Link>
      </p>
      <p>
        <Link className="account-link" to="/profile-settings">
          Close
        </Link>
        {from ? (
          <>
            {' · '}
            <Link className="account-link" to={from}>
              Continue where you were
            </Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
