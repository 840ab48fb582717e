import { Link } from '@remix-run/react';
import { Avatar } from '@variegata/ui/Avatar';
import type { ProviderCard, ReviewRow } from '~/listing/page.server';
import { formatUtcDate } from '~/shell/display-format';

/** About the seller and their reviews, near the end of the listing page's main column. */
export function ProviderCardView({ provider, isOwner, contactHref }: { provider: ProviderCard; isOwner: boolean; contactHref: string }) {
  return (
    <section className="lp-section lp-provider" aria-labelledby="lp-provider-title">
      <h2 id="lp-provider-title" className="lp-section-title">
        About the seller
      </h2>
      <div className="lp-provider-body">
        <Avatar name={provider.name} src={provider.avatar} size={60} status={provider.status} {...(provider.href ? { href: provider.href } : {})} />
        <div>
          <p className="lp-provider-name">{provider.href ? <Link to={provider.href}>{provider.name}</Link> : provider.name}</p>
          {provider.bio ? <p className="lp-muted">{provider.bio}</p> : null}
          <p className="lp-provider-links">
            {isOwner ? (
              <Link to="/profile-settings">Edit profile</Link>
            ) : provider.status === 'active' ? (
              <Link to={contactHref} preventScrollReset rel="nofollow">
                Contact {provider.name}
              </Link>
            ) : null}
            {provider.href ? <Link to={provider.href}>View shop</Link> : null}
          </p>
        </div>
      </div>
    </section>
  );
}


export function Reviews({ reviews }: { reviews: readonly ReviewRow[] | null }) {
  return (
    <section className="lp-section" aria-labelledby="lp-reviews-title">
      <h2 id="lp-reviews-title" className="lp-section-title">
        Reviews of the seller {reviews && reviews.length > 0 ? `(${reviews.length})` : ''}
      </h2>
      {reviews === null ? (
        <p className="lp-error" role="alert">
          Loading reviews failed.
        </p>
      ) : reviews.length === 0 ? (
        <p className="lp-muted">No reviews yet.</p>
      ) : (
        <ul className="lp-reviews">
          {reviews.slice(0, 10).map((r) => (
            <li key={r.id}>
              <p className="lp-review-head">
                <span aria-label={`${r.rating} out of 5 stars`}>{'★'.repeat(Math.max(0, Math.min(5, r.rating)))}{'☆'.repeat(Math.max(0, 5 - r.rating))}</span>{' '}
                <strong>{r.author}</strong> <span className="lp-muted">{r.date ? formatUtcDate(r.date, 'monthYear') : ''}</span>
              </p>
              <p>{r.content}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
