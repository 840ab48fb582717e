import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react';
import { Page } from '~/shell/Page';
import { loadWhenRendered } from '~/shell/load-when-rendered';

// The not-found page's code comes when it is shown.
const NotFound = loadWhenRendered(() => import('~/shell/NotFound').then((m) => m.NotFound));

/** 403 for a party with the other role (with a link to their own view), 404 for anyone else. */
export function TransactionErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    const body = (error.data ?? {}) as { message?: string; ownPath?: string };
    return (
      <Page title="You can't view this page">
        <p>{body.message ?? 'You do not have access to this page.'}</p>
        {body.ownPath ? <p><Link to={body.ownPath} className="button">Open your view of this transaction</Link></p> : null}
      </Page>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}
