import type { ErrorView } from '~/shell/errors';
import { NotFound } from './NotFound';
import { Page } from './Page';

/**
 * The page shown for an error other than a route's code failing to load (that one, `ChunkErrorPage`,
 * ships with every page: no further code can be counted on then): the not-found page or a helpful
 * failure page.
 */
export function ErrorContent({ view }: { view: Exclude<ErrorView, { kind: 'chunk' }> }) {
  switch (view.kind) {
    case 'not-found':
      return <NotFound message={view.message} />;
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
