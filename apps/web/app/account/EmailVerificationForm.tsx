import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { Button } from '@variegata/ui/Button';
import { CsrfField } from '~/shell/CsrfField';
import { FormMessage } from './FormMessage';
import type { AccountActionAnswer } from './useAccountForm';

export function EmailVerificationForm({ email, emailVerified, hasToken, token }: { email: string; emailVerified: boolean; hasToken: boolean; token: string }) {
  const answer = useActionData() as (AccountActionAnswer & { verified?: boolean }) | undefined;
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  if (emailVerified || answer?.verified) {
    return (
      <div className="verify-notice">
        <FormMessage kind="success">{answer?.success ?? `Your email address ${email} is verified.`}</FormMessage>
        <p>
          <Link className="account-link" to="/">
            Continue to the marketplace
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="verify-notice">
      <p>
        Confirm that <strong>{email}</strong> is your email address.
      </p>
      <FormMessage kind="error">{answer?.formError}</FormMessage>
      <FormMessage kind="success">{answer?.success}</FormMessage>
      {hasToken ? (
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="intent" value="verify" />
          <input type="hidden" name="verificationToken" value={token} />
          <Button type="submit" loading={busy('verify')} loadingLabel="Verifying" fullWidth>
            Verify my email
          </Button>
        </Form>
      ) : (
        <p>Open the link in the verification email we sent you.</p>
      )}
      <Form method="post">
        <CsrfField />
        <input type="hidden" name="intent" value="resend-verification" />
        <Button type="submit" variant="ghost" size="sm" loading={busy('resend-verification')} loadingLabel="Sending">
          Send a new verification email
        </Button>
      </Form>
      <p className="account-form__aside">
        Wrong address? <Link to="/account/contact-details">Fix your email</Link>
      </p>
    </div>
  );
}
