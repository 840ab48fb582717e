import { Form, Link as RemixLink } from '@remix-run/react';
import { EmptyState } from '@variegata/ui/EmptyState';
import { LinkProvider } from '@variegata/ui/Link';
import { ListingCard } from '@variegata/ui/ListingCard';
import { Pagination } from '@variegata/ui/Pagination';
import { CsrfField } from '~/shell/CsrfField';
import type { ManagedListing } from '~/selling/manage.server';

function Action({ id, intent, label, confirm }: { id: string; intent: string; label: string; confirm?: string }) {
  return (
    <Form method="post" onSubmit={(e) => { if (confirm && !window.confirm(confirm)) e.preventDefault(); }}>
      <CsrfField />
      <input type="hidden" name="listingId" value={id} />
      <button type="submit" name="intent" value={intent} className="vg-button vg-button--ghost vg-button--sm" aria-label={`${label}: listing ${id}`}>
        {label}
      </button>
    </Form>
  );
}

/** The owner's listings with their state and actions (edit, close or open, discard a draft, copy). */
export function ManageListings({ listings, page, totalPages, now }: { listings: readonly ManagedListing[]; page: number; totalPages: number; now: number }) {
  if (listings.length === 0) {
    return (
      <EmptyState
        title="No listings yet"
        description="Create your first listing and start selling rare plants."
        action={
          <RemixLink to="/l/new" className="vg-button vg-button--primary vg-button--md">
            Create a listing
          </RemixLink>
        }
      />
    );
  }
  return (
    <LinkProvider render={({ href, ref, ...rest }) => <RemixLink to={href} ref={ref} {...rest} />}>
      <ul className="ml-grid">
        {listings.map((l) => (
          <li key={l.id} className="ml-card" data-listing-id={l.id}>
            <ListingCard title={l.title} href={l.href} image={l.image} price={l.price} subtitle={l.stock !== null && !l.isAuction ? `Stock ${l.stock}` : undefined} auction={l.auctionEndsAt !== null ? { endsAt: l.auctionEndsAt, now } : null} />
            <div className="ml-body">
              <span className={`ml-state ml-state--${l.state}`}>{l.stateLabel}</span>
              <div className="ml-actions">
                <RemixLink to={l.editHref} className="vg-button vg-button--secondary vg-button--sm">
                  {l.state === 'draft' ? 'Finish listing' : 'Edit'}
                </RemixLink>
                {l.state === 'published' ? <Action id={l.id} intent="close" label="Close" /> : null}
                {l.state === 'closed' ? <Action id={l.id} intent="open" label="Open" /> : null}
                {l.state === 'draft' ? <Action id={l.id} intent="discard" label="Discard" confirm="Discard this draft?" /> : null}
                <RemixLink to={l.copyHref} className="vg-button vg-button--ghost vg-button--sm">
                  Copy
                </RemixLink>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {totalPages > 1 ? <Pagination page={page} totalPages={totalPages} hrefFor={(p) => (p === 1 ? '/listings' : `/listings?page=${p}`)} /> : null}
    </LinkProvider>
  );
}
