import { highFetchPriority } from '@variegata/ui/fetch-priority';
import { useState, type KeyboardEvent } from 'react';
import { HERO_SIZES, largestVariant, smallestVariant } from '~/listing/layout';
import type { GalleryImage } from '~/listing/view';

const SIZES = '(max-width: 767px) 100vw, (max-width: 1200px) 60vw, 720px';

/**
 * The listing's photos: one large image with a srcset of the listing variants, thumbnails, arrow keys.
 * `hero` (the full-image layout) spans the page, takes the widest variant as `src` and sizes 100vw.
 */
export function Gallery({ images, title, variant = 'default' }: { images: readonly GalleryImage[]; title: string; variant?: 'default' | 'hero' }) {
  const [index, setIndex] = useState(0);
  const hero = variant === 'hero';
  const className = `lp-gallery${hero ? ' lp-gallery--hero' : ''}`;
  if (images.length === 0) {
    return (
      <div className={`${className} lp-gallery--empty`} aria-label="Photos">
        <div className="lp-gallery-placeholder">No photos yet</div>
      </div>
    );
  }
  const current = images[Math.min(index, images.length - 1)]!;
  const go = (delta: number) => setIndex((i) => (i + delta + images.length) % images.length);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  };
  return (
    <section className={className} aria-roledescription="carousel" aria-label={`Photos of ${title}`}>
      <div className="lp-gallery-stage" tabIndex={0} onKeyDown={onKeyDown} aria-live="polite">
        {hero ? <img className="lp-hero-backdrop" src={smallestVariant(current)} alt="" aria-hidden="true" width={current.width} height={current.height} /> : null}
        <img
          className="lp-gallery-image"
          src={hero ? largestVariant(current) : current.src}
          srcSet={current.srcSet}
          sizes={hero ? HERO_SIZES : SIZES}
          width={current.width}
          height={current.height}
          alt={`${title}, photo ${index + 1} of ${images.length}`}
          {...highFetchPriority(index === 0)}
        />
        {images.length > 1 ? (
          <>
            <button type="button" className="lp-gallery-arrow lp-gallery-arrow--prev" onClick={() => go(-1)} aria-label="Previous photo">
              ‹
            </button>
            <button type="button" className="lp-gallery-arrow lp-gallery-arrow--next" onClick={() => go(1)} aria-label="Next photo">
              ›
            </button>
            <span className="lp-gallery-count">
              {index + 1} / {images.length}
            </span>
          </>
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className="lp-gallery-thumbs">
          {images.map((image, i) => (
            <li key={image.id || i}>
              <button type="button" onClick={() => setIndex(i)} aria-label={`Show photo ${i + 1}`} aria-current={i === index ? 'true' : undefined} className="lp-gallery-thumb">
                <img src={smallestVariant(image)} alt="" width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
