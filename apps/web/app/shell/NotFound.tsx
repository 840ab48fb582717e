import { Form } from '@remix-run/react';
import { Button } from '@variegata/ui/Button';

/**
 * NotFoundPage (spec 1 §2.7): 404 and a location search form that sends the visitor
 * to the search page with address (origin and bounds once place predictions exist).
 */
export function NotFound({ message }: { message?: string | undefined }) {
  return (
    <main id="main" tabIndex={-1} className="page page--not-found">
      <p className="not-found-code" aria-hidden="true">404</p>
      <h1 className="page-title">Page not found</h1>
      <p className="page-lead">{message ?? "We couldn't find the page you were looking for. Try searching for plants near a location instead."}</p>
      <Form method="get" action="/marketplace" className="location-search" role="search">
        <label htmlFor="notfound-address" className="vg-visually-hidden">Location</label>
        <input id="notfound-address" name="address" type="search" placeholder="Search by location" autoComplete="off" required />
        <Button type="submit">Search</Button>
      </Form>
      <p><a href="/">Go to the front page</a></p>
    </main>
  );
}
