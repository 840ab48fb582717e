import { useState, type KeyboardEvent } from 'react';
import type { GalleryImage } from '~/lib/listing-view';

const SIZES = '(max-width: 767px) 100vw, (max-width: 1200px) 60vw, 720px';

/** The listing's photos: one large image with a srcset of the listing variants, thumbnails, arrow keys. */
export function Gallery({ images, title }: { images: readonly GalleryImage[]; title: string }) {
  const [index, setIndex] = useState(0);
  if (images.length === 0) {
    return (
      <div className="lp-gallery lp-gallery--empty" aria-label="Photos">
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
    <section className="lp-gallery" aria-roledescription="carousel" aria-label={`Photos of ${title}`}>
      <div className="lp-gallery-stage" tabIndex={0} onKeyDown={onKeyDown} aria-live="polite">
        <img
          src={current.src}
          srcSet={current.srcSet}
          sizes={SIZES}
          width={current.width}
          height={current.height}
          alt={`${title}, photo ${index + 1} of ${images.length}`}
          fetchPriority={index === 0 ? 'high' : undefined}
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
                <img src={image.srcSet.split(' ')[0]} alt="" width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
