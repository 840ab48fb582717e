import { redirect } from '@remix-run/node';

/** ProfileBasePage: /u redirects to the landing page. */
export const loader = () => redirect('/');
