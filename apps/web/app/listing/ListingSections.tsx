import { Link } from '@remix-run/react';
import { useState } from 'react';
import { cutText, READ_MORE_LENGTH } from '~/listing/page-text';
import type { ListingView } from '~/listing/view';

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
