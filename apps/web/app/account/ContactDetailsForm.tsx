import { Form, useLoaderData } from '@remix-run/react';
import { Button } from '@variegata/ui/Button';
import { FieldPassword, FieldText } from '@variegata/ui/Field';
import { contactDetailsSchema } from '@variegata/validation/contact-details';
import { useState } from 'react';
import { CsrfField } from '~/shell/CsrfField';
import { FormMessage } from './FormMessage';
import { useAccountForm } from './useAccountForm';

interface ContactData {
  email: string;
  emailVerified: boolean;
  phoneNumber: string;
  phoneDisplay: string;
}

export function ContactDetailsForm() {
  const data = useLoaderData<ContactData>();
  const form = useAccountForm(() => contactDetailsSchema({ currentEmail: data.email }), 'contact');
  const resend = useAccountForm(null, 'resend-verification');
  const reset = useAccountForm(null, 'send-reset');
  const [email, setEmail] = useState(form.values['email'] ?? data.email);
  const emailChanged = email.trim().toLowerCase() !== data.email.toLowerCase();
  return (
    <>
      <Form method="post" className="account-form" noValidate onSubmit={form.onSubmit} aria-label="Contact details">
        <CsrfField />
        <input type="hidden" name="intent" value="contact" />
        <FormMessage kind="error">{form.formError}</FormMessage>
        <FormMessage kind="success">{form.success}</FormMessage>
        <FieldText
          id="contact-email"
          name="email"
          type="email"
          label="Email address"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={form.error('email')}
          hint={data.emailVerified ? 'Verified.' : 'Not verified yet: open the link in the email we sent you.'}
        />
        {emailChanged || form.error('currentPassword') ? (
          <FieldPassword
            id="contact-current-password"
            name="currentPassword"
            label="Current password"
            autoComplete="current-password"
            required
            hint="Confirm the change with your current password."
            error={form.error('currentPassword')}
          />
        ) : null}
        <FieldText
          id="contact-phone"
          name="phoneNumber"
          type="tel"
          label="Phone number"
          autoComplete="tel"
          defaultValue={form.values['phoneNumber'] ?? data.phoneDisplay}
          hint={data.phoneDisplay ? `Saved as ${data.phoneDisplay}` : 'Optional. Sellers share it with buyers of their orders.'}
          error={form.error('phoneNumber')}
        />
        <div className="account-form__actions">
          <Button type="submit" loading={form.submitting} loadingLabel="Saving">
            Save contact details
          </Button>
        </div>
      </Form>
      {!data.emailVerified ? (
        <section className="account-section" aria-labelledby="verify-title">
          <h3 id="verify-title" className="section-title">Email verification</h3>
          <FormMessage kind="error">{resend.formError}</FormMessage>
          <FormMessage kind="success">{resend.success}</FormMessage>
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="intent" value="resend-verification" />
            <Button type="submit" variant="secondary" loading={resend.submitting} loadingLabel="Sending">
              Send a new verification email
            </Button>
          </Form>
        </section>
      ) : null}
      <section className="account-section" aria-labelledby="reset-title">
        <h3 id="reset-title" className="section-title">Forgot your password?</h3>
        <FormMessage kind="error">{reset.formError}</FormMessage>
        <FormMessage kind="success">{reset.success}</FormMessage>
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="intent" value="send-reset" />
          <Button type="submit" variant="secondary" loading={reset.submitting} loadingLabel="Sending">
            Send a password reset link
          </Button>
        </Form>
      </section>
    </>
  );
}
