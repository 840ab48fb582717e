import { useCallback, useEffect, useRef, useState } from 'react';
import type { GalleryPhoto } from './photos';

/**
 * The gallery's responsive grid of lazy-loaded photos (the browser picks the variant from `srcSet`)
 * and its lightbox: a modal dialog with previous/next/close buttons, the arrow keys to move (Home
 * and End for the first and last photo), Escape to close; focus moves into the dialog and back
 * to the photo it was opened from.
 */
export function GalleryGrid({ photos }: { photos: readonly GalleryPhoto[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const dialog = useRef<HTMLDivElement | null>(null);
  const count = photos.length;

  const close = useCallback(() => {
    setOpen(null);
    opener.current?.focus();
  }, []);
  const step = useCallback((by: number) => setOpen((i) => (i === null ? i : (i + by + count) % count)), [count]);

  const isOpen = open !== null;
  useEffect(() => {
    if (isOpen) dialog.current?.focus();
  }, [isOpen]);

  if (count === 0) return <p className="gallery-empty">No photos yet. Come back soon.</p>;

  const onKeyDown = (event: React.KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => step(1),
      ArrowLeft: () => step(-1),
      Home: () => setOpen(0),
      End: () => setOpen(count - 1),
      Escape: close,
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    } else if (event.key === 'Tab') {
      // Keep focus inside the dialog.
      const focusable = [...(dialog.current?.querySelectorAll<HTMLElement>('button, a[href]') ?? [])];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const current = open === null ? null : photos[open]!;
  return (
    <>
      <ul className="gallery-grid" aria-label="Photos">
        {photos.map((photo, index) => (
          <li key={photo.id} className="gallery-item">
            <button
              type="button"
              className="gallery-thumb"
              aria-label={`Open photo ${index + 1} of ${count}: ${photo.alt}`}
              onClick={(event) => {
                opener.current = event.currentTarget;
                setOpen(index);
              }}
            >
              <img src={photo.src} srcSet={photo.srcSet || undefined} sizes="(max-width: 550px) 50vw, (max-width: 1000px) 33vw, 25vw" width={photo.width} height={photo.height} alt={photo.alt} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      {current && open !== null ? (
        <div className="gallery-lightbox" role="dialog" aria-modal="true" aria-label={`Photo ${open + 1} of ${count}`} tabIndex={-1} ref={dialog} onKeyDown={onKeyDown}>
          <div className="gallery-backdrop" role="presentation" onClick={close} />
          <figure className="gallery-figure">
            <img src={current.full} alt={current.alt} />
            <figcaption>
              <span className="gallery-counter">
                {open + 1} / {count}
              </span>{' '}
              <a href={current.href}>{current.caption}</a>
            </figcaption>
          </figure>
          <button type="button" className="gallery-nav gallery-nav--prev" aria-label="Previous photo" onClick={() => step(-1)}>
            ‹
          </button>
          <button type="button" className="gallery-nav gallery-nav--next" aria-label="Next photo" onClick={() => step(1)}>
            ›
          </button>
          <button type="button" className="gallery-close" aria-label="Close photo" onClick={close}>
            ×
          </button>
        </div>
      ) : null}
    </>
  );
}
