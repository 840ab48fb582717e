import type { ErrorView } from '~/shell/errors';
import { NotFound } from './NotFound';
import { Page } from './Page';

/** The page shown for an error: the not-found page, a chunk-load 404 with a link home, or a helpful failure page. */
export function ErrorContent({ view }: { view: ErrorView }) {
  switch (view.kind) {
    case 'not-found':
      return <NotFound message={view.message} />;
    case 'chunk':
      return (
        <main id="main" tabIndex={-1} className="page page--not-found">
          <p className="not-found-code" aria-hidden="true">404</p>
          <h1 className="page-title">This page could not be loaded</h1>
          <p className="page-lead">The site may have been updated while you were browsing.</p>
          <p><a href="/" className="button button--primary">Go to the front page</a></p>
        </main>
      );
    case 'forbidden':
      return (
        <Page title="You can't view this page">
          <p>{view.message}</p>
          <p><a href="/">Go to the front page</a></p>
        </Page>
      );
    case 'conflict':
      return (
        <Page title="Please wait a moment">
          <p role="alert">{view.message}</p>
          <p><a href="/">Go to the front page</a></p>
        </Page>
      );
    default:
      return (
        <Page title="Something went wrong">
          <p>Please refresh the page and try again. If the problem continues, come back in a little while.</p>
          <p><a href="/">Go to the front page</a></p>
        </Page>
      );
  }
}
