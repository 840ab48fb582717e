/** The page shown when a route's code could not be loaded (a deploy in between, the network gone): 404 with a link home. */
export function ChunkErrorPage() {
  return (
    <main id="main" tabIndex={-1} className="page page--not-found">
      <p className="not-found-code" aria-hidden="true">404</p>
      <h1 className="page-title">This page could not be loaded</h1>
      <p className="page-lead">The site may have been updated while you were browsing.</p>
      <p><a href="/" className="button button--primary">Go to the front page</a></p>
    </main>
  );
}
