import { PrefetchPageLinks, useNavigate } from '@remix-run/react';
import type { LinkRenderer } from '@variegata/ui/Link';
import { useEffect, useMemo, useRef, useState, type FocusEvent, type MouseEvent, type ReactNode, type SyntheticEvent, type TouchEvent } from 'react';

/**
 * The links of listing cards are plain anchors, and the grid they are in does for all of them what
 * Remix's `Link` does for one: a plain click navigates in the page, and hovering, focusing or
 * touching a card prefetches its page's code and data (after 100 ms, as `prefetch="intent"`).
 * Forty-eight `Link`s, each with its own router hooks, were about a sixth of the search page's
 * server render; an anchor is only markup. Clicks with a modifier key or another button, and
 * clicks on a card not hydrated yet, are the browser's (a new tab, a full page load).
 */
const CARD_LINK_ATTRIBUTE = 'data-card-link';

/** The card's link: route discovery finds it as it finds a `Link` (`data-discover`). */
export const renderCardLink: LinkRenderer = ({ href, ref, ...rest }) => <a href={href} ref={ref} data-discover="true" {...{ [CARD_LINK_ATTRIBUTE]: '' }} {...rest} />;

/** The path (with search and hash) of the card link an event is on, when it is one of this site's. */
function cardPathOf(event: SyntheticEvent<HTMLElement>): string | null {
  const target = event.target;
  if (!(target instanceof Element)) return null;
  const link = target.closest(`a[${CARD_LINK_ATTRIBUTE}]`);
  if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

const INTENT_DELAY_MS = 100;

/** What the element holding the cards listens to. */
export interface CardLinkHandlers {
  onClick(event: MouseEvent<HTMLElement>): void;
  onMouseOver(event: MouseEvent<HTMLElement>): void;
  onMouseLeave(): void;
  onFocus(event: FocusEvent<HTMLElement>): void;
  onBlur(): void;
  onTouchStart(event: TouchEvent<HTMLElement>): void;
}

/** The handlers to put on the element holding the cards, and the prefetch links to render beside it. */
export function useCardLinks(): { handlers: CardLinkHandlers; prefetch: ReactNode } {
  const navigate = useNavigate();
  const [intent, setIntent] = useState<string | null>(null);
  // The card the pointer or focus is on (its prefetch may still be waiting for the delay).
  const aimed = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const handlers = useMemo<CardLinkHandlers>(() => {
    const aim = (path: string | null, delay: number) => {
      if (path === aimed.current) return;
      aimed.current = path;
      clearTimeout(timer.current);
      if (path === null || delay === 0) setIntent(path);
      else timer.current = setTimeout(() => setIntent(path), delay);
    };
    return {
      onClick(event) {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        const path = cardPathOf(event);
        if (path === null) return;
        event.preventDefault();
        navigate(path);
      },
      onMouseOver: (event) => aim(cardPathOf(event), INTENT_DELAY_MS),
      onMouseLeave: () => aim(null, 0),
      onFocus: (event) => aim(cardPathOf(event), INTENT_DELAY_MS),
      onBlur: () => aim(null, 0),
      onTouchStart: (event) => aim(cardPathOf(event), 0),
    };
  }, [navigate]);

  return { handlers, prefetch: intent ? <PrefetchPageLinks page={intent} /> : null };
}
