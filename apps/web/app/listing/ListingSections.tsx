import { Link } from '@remix-run/react';
import { Avatar } from '@variegata/ui/Avatar';
import { useState } from 'react';
import { ListingGrid } from '~/listing-cards/ListingGrid';
import { cutText, READ_MORE_LENGTH, type ListingView } from '~/listing/view';
import type { ArticleLink, ProviderCard, ReviewRow } from '~/listing/page.server';
import type { CardData } from '~/listing-cards/card-data';
import { formatUtcDate } from '~/shell/display-format';

export function Details({ listing }: { listing: ListingView }) {
  if (listing.details.length === 0) return null;
  return (
    <section className="lp-section" aria-labelledby="lp-details-title">
      <h2 id="lp-details-title" className="lp-section-title">
        Details
      </h2>
      <dl className="lp-details">
        {listing.details.map((row) => (
          <div key={row.key} className="lp-detail">
            <dt>{row.label}</dt>
            <dd>{row.href ? <Link to={row.href}>{row.value}</Link> : row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function Features({ features }: { features: readonly string[] }) {
  if (features.length === 0) return null;
  return (
    <section className="lp-section" aria-labelledby="lp-features-title">
      <h2 id="lp-features-title" className="lp-section-title">
        Features
      </h2>
      <ul className="lp-features">
        {features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
    </section>
  );
}

/** Description with read-more at 250 characters, and the quick-sell extra listings. */
export function Description({ listing }: { listing: ListingView }) {
  const [expanded, setExpanded] = useState(false);
  const cut = cutText(listing.description, READ_MORE_LENGTH);
  if (!listing.description && listing.extraListings.length === 0) return null;
  return (
    <section className="lp-section" aria-labelledby="lp-description-title">
      <h2 id="lp-description-title" className="lp-section-title">
        Description
      </h2>
      <p className="lp-description">{expanded || !cut.cut ? listing.description : cut.text}</p>
      {cut.cut ? (
        <button type="button" className="lp-link-button" onClick={() => setExpanded((e) => !e)} aria-expanded={expanded}>
          {expanded ? 'Show less' : 'Read more'}
        </button>
      ) : null}
      {listing.isQuickSell && listing.extraListings.length > 0 ? (
        <>
          <h3 className="lp-subtitle">Also in this quick sale</h3>
          <ul className="lp-extra">
            {listing.extraListings.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

export function Rules({ listing }: { listing: ListingView }) {
  if (!listing.rules && listing.amenities.length === 0) return null;
  return (
    <section className="lp-section" aria-labelledby="lp-rules-title">
      <h2 id="lp-rules-title" className="lp-section-title">
        Seller's terms
      </h2>
      {listing.rules ? <p className="lp-description">{listing.rules}</p> : null}
      {listing.amenities.length > 0 ? (
        <ul className="lp-features">
          {listing.amenities.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function RootsImages({ images, title }: { images: ListingView['rootsImages']; title: string }) {
  if (images.length === 0) return null;
  return (
    <details className="lp-section lp-roots">
      <summary className="lp-section-title">Photos of the roots ({images.length})</summary>
      <ul className="lp-roots-grid">
        {images.map((img, i) => (
          <li key={img.url}>
            <img src={img.url} alt={`Roots of ${title}, photo ${i + 1}`} width={img.width} height={img.height} loading="lazy" />
          </li>
        ))}
      </ul>
    </details>
  );
}

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

export function SimilarListings({ listings, now, favorites }: { listings: readonly CardData[]; now: number; favorites: readonly string[] | null }) {
  if (listings.length === 0) return null;
  return (
    <section className="lp-wide-section" aria-labelledby="lp-similar-title">
      <h2 id="lp-similar-title" className="lp-section-title">
        Similar listings
      </h2>
      <ListingGrid listings={listings} now={now} favorites={favorites} eager={0} className="lp-similar" />
    </section>
  );
}

export function RelatedArticles({ articles, genusLabel }: { articles: readonly ArticleLink[]; genusLabel: string }) {
  if (articles.length === 0) return null;
  return (
    <section className="lp-wide-section" aria-labelledby="lp-articles-title">
      <h2 id="lp-articles-title" className="lp-section-title">
        Read more about {genusLabel}
      </h2>
      <ul className="lp-articles">
        {articles.map((a) => (
          <li key={a.href}>
            <Link to={a.href} className="lp-article">
              {a.image ? <img src={a.image} alt="" loading="lazy" width={320} height={180} /> : <span className="lp-article-noimage" />}
              <span className="lp-article-title">{a.title}</span>
              {a.summary ? <span className="lp-muted">{a.summary}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
