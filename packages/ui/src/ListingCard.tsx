import { useEffect, useState, type ReactNode } from 'react';
import { Link } from './Link';
import { highFetchPriority } from './fetch-priority';
import { hasLongWord } from './long-word';

/** Member badges shown on a card (spec 2 §2 order panel: verified, starter, international). */
export type ListingBadge = 'verified' | 'starter' | 'international';

export const LISTING_BADGE_LABEL: Readonly<Record<ListingBadge, string>> = {
  verified: 'Verified',
  starter: 'Starter',
  international: 'International',
};

/** An auction is "hot" when under 3 hours remain (spec 2 §4). */
export const HOT_AUCTION_MS = 3 * 60 * 60 * 1000;
/** Under an hour left, the countdown shows seconds ("12m 09s") and ticks every second; before, minutes at most. */
export const SECONDS_SHOWN_MS = 60 * 60 * 1000;
// Also exported here, where they were first: the check lives in its own module so that a page
// that only styles a title does not load the card.
export { hasLongWord, LONG_WORD_LENGTH } from './long-word';

export interface ListingCardImage {
  /** The `listing-card` variant (400x400). */
  url: string;
  width: number;
  height: number;
  /** The `listing-card-2x` variant (800 wide) for the srcset. */
  url2x?: string;
}

export interface ListingCardAuction {
  /** Auction end, epoch ms. */
  endsAt: number;
  /** The server's clock when the page was rendered (keeps server and browser markup equal). */
  now: number;
}

export interface ListingCardProps {
  title: string;
  href: string;
  image?: ListingCardImage | null;
  /** Formatted price, or the currency code when the currency is not supported. */
  price: string;
  /** A short label before the price, e.g. "Current bid". */
  priceLabel?: string;
  /** A line under the title, e.g. the seller or the genus. */
  subtitle?: string;
  badges?: readonly ListingBadge[];
  auction?: ListingCardAuction | null;
  soldOut?: boolean;
  /** A slot for a favourite toggle; rendered over the image, outside the card link. */
  action?: ReactNode;
  /** `sizes` of the image (defaults to a grid of up to 4 columns). */
  sizes?: string;
  /** Load the image at once and ahead of other images (the first cards of a page, one of which is often the page's largest image). */
  priority?: boolean;
  className?: string;
}

export type AuctionState = { kind: 'ended' } | { kind: 'running'; hot: boolean; text: string };

/** Remaining time of an auction as the card shows it: "2d 4h", "5h 12m", "12m 09s". */
export function auctionState(endsAt: number, now: number): AuctionState {
  const left = endsAt - now;
  if (left <= 0) return { kind: 'ended' };
  const s = Math.floor(left / 1000);
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const text = left >= SECONDS_SHOWN_MS ? (d > 0 ? `${d}d ${h}h` : `${h}h ${m}m`) : `${m}m ${String(sec).padStart(2, '0')}s`;
  return { kind: 'running', hot: left < HOT_AUCTION_MS, text };
}

function Countdown({ endsAt, now }: ListingCardAuction) {
  const [clock, setClock] = useState(now);
  useEffect(() => {
    // Sync to the browser clock after hydration, then tick: every second under an hour, else every 30 s.
    setClock(Date.now());
    const left = endsAt - Date.now();
    if (left <= 0) return;
    const id = setInterval(() => setClock(Date.now()), left < SECONDS_SHOWN_MS ? 1000 : 30_000);
    return () => clearInterval(id);
  }, [endsAt]);
  const state = auctionState(endsAt, clock);
  if (state.kind === 'ended') {
    return <span className="vg-listing-card__countdown vg-listing-card__countdown--ended">Auction ended</span>;
  }
  return (
    <span className={`vg-listing-card__countdown${state.hot ? ' vg-listing-card__countdown--hot' : ''}`}>
      {state.hot && <span className="vg-listing-card__hot">Hot</span>}
      <span>
        Ends in <time dateTime={new Date(endsAt).toISOString()}>{state.text}</time>
      </span>
    </span>
  );
}

function Badges({ badges }: { badges: readonly ListingBadge[] }) {
  if (badges.length === 0) return null;
  return (
    <ul className="vg-listing-card__badges" aria-label="Seller badges">
      {badges.map((badge) => (
        <li key={badge} className={`vg-listing-card__badge vg-listing-card__badge--${badge}`}>
          {LISTING_BADGE_LABEL[badge]}
        </li>
      ))}
    </ul>
  );
}

/** A listing in a grid: square image, title, price, member badges, auction countdown, sold out. */
export function ListingCard({
  title,
  href,
  image,
  price,
  priceLabel,
  subtitle,
  badges = [],
  auction,
  soldOut = false,
  action,
  sizes = '(max-width: 767px) 50vw, (max-width: 1199px) 33vw, 300px',
  priority = false,
  className,
}: ListingCardProps) {
  const classes = ['vg-listing-card', soldOut && 'vg-listing-card--sold-out', className].filter(Boolean).join(' ');
  const titleClass = `vg-listing-card__title${hasLongWord(title) ? ' vg-listing-card__title--long-word' : ''}`;
  return (
    <article className={classes}>
      <div className="vg-listing-card__media">
        {image ? (
          <img
            className="vg-listing-card__image"
            src={image.url}
            srcSet={image.url2x ? `${image.url} 400w, ${image.url2x} 800w` : undefined}
            sizes={image.url2x ? sizes : undefined}
            width={image.width}
            height={image.height}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            {...highFetchPriority(priority)}
            decoding="async"
          />
        ) : (
          <div className="vg-listing-card__no-image" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="40" height="40" focusable="false">
              <path d="M12 21c0-6 0-9 6-14-1 6-2 9-6 14zm0 0C12 15 12 12 6 7c1 6 2 9 6 14z" fill="currentColor" />
            </svg>
          </div>
        )}
        {soldOut && <span className="vg-listing-card__sold-out">Sold out</span>}
        {action && <div className="vg-listing-card__action">{action}</div>}
      </div>
      <div className="vg-listing-card__body">
        <h3 className={titleClass}>
          <Link href={href} className="vg-listing-card__link">
            {title}
          </Link>
        </h3>
        {subtitle && <p className="vg-listing-card__subtitle">{subtitle}</p>}
        <p className="vg-listing-card__price">
          {priceLabel && <span className="vg-listing-card__price-label">{priceLabel} </span>}
          {price}
        </p>
        {auction && <Countdown endsAt={auction.endsAt} now={auction.now} />}
        <Badges badges={badges} />
      </div>
    </article>
  );
}
