import { CAROUSEL_ANIMATION_MS, visiblePlanCards } from '@variegata/membership/membership-page';
import type { BillingPeriod } from '@variegata/membership/plans';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { PlanCardView } from '~/membership/page.server';
import { PlanCard } from './PlanCard';

/**
 * The plan carousel (spec 1 §2.4, §9): 4 cards wide, 3 below 1200 px, 2 below 820 px, 1 below
 * 550 px (CSS sets the widths, so the server render is already right); previous/next move one
 * card in 500 ms; no autoplay. Arrow keys work inside the carousel, and focusing a card that is
 * out of view brings it in. Without JavaScript the row scrolls sideways.
 */
export function PlanCarousel({ cards, period, fromUrl, returnTo }: { cards: readonly PlanCardView[]; period: BillingPeriod; fromUrl: string; returnTo: string }) {
  const [enhanced, setEnhanced] = useState(false);
  const [visible, setVisible] = useState(4);
  const [index, setIndex] = useState(0);
  const maxIndex = Math.max(0, cards.length - visible);
  const current = Math.min(index, maxIndex);
  const resizeTimer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => {
    setEnhanced(true);
    const measure = () => setVisible(visiblePlanCards(window.innerWidth));
    measure();
    const onResize = () => {
      clearTimeout(resizeTimer.current);
      resizeTimer.current = setTimeout(measure, 100);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      clearTimeout(resizeTimer.current);
    };
  }, []);

  // Start on the member's plan when it is out of view.
  useEffect(() => {
    const currentPlan = cards.findIndex((card) => card.isCurrent);
    if (currentPlan >= visible) setIndex(currentPlan - visible + 1);
  }, [cards, visible]);

  const go = useCallback((next: number) => setIndex(Math.max(0, Math.min(maxIndex, next))), [maxIndex]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') {
      go(current + 1);
    } else if (event.key === 'ArrowLeft') {
      go(current - 1);
    }
  };
  const bringIntoView = (position: number) => {
    if (position < current) go(position);
    else if (position >= current + visible) go(position - visible + 1);
  };

  const first = current + 1;
  const last = Math.min(cards.length, current + visible);
  return (
    <section
      className={`mp-carousel${enhanced ? ' mp-carousel--enhanced' : ''}`}
      aria-roledescription="carousel"
      aria-label="Membership plans"
      onKeyDown={onKeyDown}
    >
      <div className="mp-carousel__controls">
        <p className="mp-carousel__status" aria-live="polite">
          {enhanced && visible < cards.length ? `Showing plans ${first}${last > first ? `–${last}` : ''} of ${cards.length}` : ''}
        </p>
        <div className="mp-carousel__buttons" hidden={!enhanced || visible >= cards.length}>
          <button type="button" className="mp-carousel__arrow" onClick={() => go(current - 1)} disabled={current === 0} aria-label="Previous plan">
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="mp-carousel__arrow" onClick={() => go(current + 1)} disabled={current >= maxIndex} aria-label="Next plan">
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <div className="mp-carousel__viewport">
        <div
          className="mp-carousel__track"
          style={enhanced ? { transform: `translateX(calc(-100% / var(--mp-visible) * ${current}))`, transitionDuration: `${CAROUSEL_ANIMATION_MS}ms` } : undefined}
        >
          {cards.map((card, position) => (
            <div
              key={card.id}
              className="mp-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${cards.length}: ${card.title}`}
              onFocus={() => bringIntoView(position)}
            >
              <PlanCard card={card} period={period} fromUrl={fromUrl} returnTo={returnTo} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
