import { redirect } from '@remix-run/node';

/** ListingBasePage: /l redirects to the landing page. */
export const loader = () => redirect('/');
