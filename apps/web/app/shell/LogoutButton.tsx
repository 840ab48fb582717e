import { Form } from '@remix-run/react';
import { CsrfField } from './CsrfField';

/** Logout is a CSRF-checked POST to /logout, which lands on the landing page. */
export function LogoutButton({ className }: { className: string }) {
  return (
    <Form method="post" action="/logout" className="logout-form">
      <CsrfField />
      <button type="submit" className={className}>Log out</button>
    </Form>
  );
}
