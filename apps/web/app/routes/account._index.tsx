import { redirect } from '@remix-run/node';

/** AccountSettingsPage: /account redirects to contact details. */
export const loader = () => redirect('/account/contact-details');
