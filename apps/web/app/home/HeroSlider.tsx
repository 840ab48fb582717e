import type { Slide } from '@variegata/editorial/home';
import { highFetchPriority } from '@variegata/ui/fetch-priority';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { HERO_INTERVAL_MS, slideHref } from '~/editorial/home';
import { mediaSrc, mediaSrcSet } from '~/editorial/media';

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * The home hero slider (spec 1 §2.8): advances every 10 s, pauses while hovered or focused, when
 * the reader prefers reduced motion or presses pause; previous/next arrows and one tab per slide
 * (arrow keys, Home and End move between tabs). Without JavaScript the first slide shows.
 */
export function HeroSlider({ title, slides }: { title: string; slides: readonly Slide[] }) {
  const [index, setIndex] = useState(0);
  // The fade plays when the slide changes, not when the page first shows its first slide (an
  // animation there would only delay the page's main image and keep the browser drawing frames
  // while the page is still loading).
  const [moved, setMoved] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const reducedMotion = usePrefersReducedMotion();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  const count = slides.length;
  const paused = hovered || focused || stopped || reducedMotion;

  const go = useCallback((next: number, focusTab = false) => {
    const wrapped = ((next % count) + count) % count;
    setIndex(wrapped);
    setMoved(true);
    if (focusTab) tabs.current[wrapped]?.focus();
  }, [count]);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => {
      setIndex((i) => (i + 1) % count);
      setMoved(true);
    }, HERO_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [paused, count, index]);

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target, true);
  }

  if (count === 0) return null;
  return (
    <section
      className="ed-hero"
      aria-roledescription="carousel"
      aria-label={title || 'Featured'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-paused={paused ? 'true' : 'false'}
      data-hydrated={hydrated ? '' : undefined}
      data-moved={moved ? '' : undefined}
    >
      {title ? <h1 className="vg-visually-hidden">{title}</h1> : null}
      <div className="ed-hero-slides" aria-live={paused ? 'polite' : 'off'}>
        {slides.map((slide, i) => {
          const href = slideHref(slide);
          const src = mediaSrc(slide.image, 1600);
          return (
            <div
              key={i}
              id={`${id}-slide-${i}`}
              className={`ed-hero-slide${i === index ? ' is-active' : ''}`}
              role="tabpanel"
              aria-roledescription="slide"
              aria-labelledby={`${id}-tab-${i}`}
              hidden={i !== index}
            >
              {src ? <img className="ed-hero-image" src={src} srcSet={mediaSrcSet(slide.image)} sizes="100vw" alt={slide.image?.alternativeText ?? ''} loading={i === 0 ? 'eager' : 'lazy'} {...highFetchPriority(i === 0)} /> : null}
              <div className="ed-hero-content">
                <p className="ed-hero-kicker">{title}</p>
                <h2 className="ed-hero-title">{slide.title}</h2>
                {slide.description ? <p className="ed-hero-description">{slide.description}</p> : null}
                {href ? (
                  <a className="vg-button vg-button--primary vg-button--lg ed-hero-link" href={href} tabIndex={i === index ? 0 : -1}>
                    {slide.linkText || 'Read more'}
                  </a>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className="ed-hero-controls">
          <button type="button" className="ed-hero-arrow" aria-label="Previous slide" aria-controls={`${id}-slide-${(index - 1 + count) % count}`} onClick={() => go(index - 1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <div className="ed-hero-tabs" role="tablist" aria-label="Slides">
            {slides.map((slide, i) => (
              <button
                key={i}
                ref={(el) => { tabs.current[i] = el; }}
                id={`${id}-tab-${i}`}
                type="button"
                role="tab"
                className="ed-hero-tab"
                aria-selected={i === index}
                aria-controls={`${id}-slide-${i}`}
                aria-label={`Slide ${i + 1} of ${count}: ${slide.title}`}
                tabIndex={i === index ? 0 : -1}
                onClick={() => go(i)}
                onKeyDown={onTabKey}
              />
            ))}
          </div>
          <button type="button" className="ed-hero-arrow" aria-label="Next slide" aria-controls={`${id}-slide-${(index + 1) % count}`} onClick={() => go(index + 1)}>
            <span aria-hidden="true">›</span>
          </button>
          <button type="button" className="ed-hero-pause" aria-pressed={stopped} onClick={() => setStopped((s) => !s)}>
            {stopped ? 'Play' : 'Pause'}
          </button>
        </div>
      ) : null}
    </section>
  );
}
