import { redirect } from '@remix-run/node';

/** LivesPage: /lives redirects to the landing page. */
export const loader = () => redirect('/');
