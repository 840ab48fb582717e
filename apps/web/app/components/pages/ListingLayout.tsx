import type { ReactNode } from 'react';
import { Placeholder } from '../shell/Page';

/** The listing page's layout: image gallery and details beside the order panel. */
export function ListingLayout({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="page page--listing">
      <div className="listing-gallery" aria-label="Photos">
        <div className="listing-gallery-image" />
      </div>
      <div className="columns">
        <section className="columns-main">
          <h1 className="page-title">{title}</h1>
          {children ?? <Placeholder>Details, description and the seller appear here.</Placeholder>}
        </section>
        <aside className="columns-side order-panel" aria-label="Order">
          <Placeholder>Price and buy or bid.</Placeholder>
        </aside>
      </div>
    </main>
  );
}
