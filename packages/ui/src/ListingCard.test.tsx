import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousViolations } from '../test/a11y';
import { auctionState, hasLongWord, HOT_AUCTION_MS, ListingCard, SECONDS_SHOWN_MS } from './ListingCard';

const image = { url: 'https://img.test/card.jpg', url2x: 'https://img.test/card-2x.jpg', width: 400, height: 400 };

afterEach(() => {
  vi.useRealTimers();
});

describe('ListingCard', () => {
  it('links the title to the listing and shows the 400x400 image with an 800w srcset', () => {
    const { container } = render(<ListingCard title="Monstera albo" href="/l/monstera-albo/1" price="$120.00" image={image} />);
    expect(screen.getByRole('link', { name: 'Monstera albo' }).getAttribute('href')).toBe('/l/monstera-albo/1');
    const img = container.querySelector('img')!;
    expect(img.getAttribute('width')).toBe('400');
    expect(img.getAttribute('height')).toBe('400');
    expect(img.getAttribute('srcset')).toBe('https://img.test/card.jpg 400w, https://img.test/card-2x.jpg 800w');
    expect(screen.getByText('$120.00')).toBeTruthy();
  });

  it('loads a priority card\'s image at once and at high fetch priority, any other card\'s image lazily', () => {
    const { container } = render(<ListingCard title="Monstera albo" href="/l/monstera-albo/1" price="$120.00" image={image} priority />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    const { container: other } = render(<ListingCard title="Hoya" href="/l/hoya/2" price="$9.00" image={image} />);
    expect(other.querySelector('img')!.getAttribute('loading')).toBe('lazy');
    expect(other.querySelector('img')!.hasAttribute('fetchpriority')).toBe(false);
  });

  it('shows the currency code when that is what the caller passes as the price', () => {
    render(<ListingCard title="Hoya" href="/l/hoya/2" price="EUR" />);
    expect(screen.getByText('EUR')).toBeTruthy();
  });

  it('wraps titles with words over 16 characters', () => {
    expect(hasLongWord('Sixteen-chars-ok')).toBe(false);
    expect(hasLongWord('Seventeen-chars-x and more')).toBe(true);
    const { container } = render(<ListingCard title="Philodendronerubescens pink" href="/l/p/3" price="$1.00" />);
    expect(container.querySelector('h3')!.className).toContain('vg-listing-card__title--long-word');
    const { container: other } = render(<ListingCard title="Philodendron pink" href="/l/p/4" price="$1.00" />);
    expect(other.querySelector('h3')!.className).not.toContain('long-word');
  });

  it('lists the seller badges in order with their labels', () => {
    render(<ListingCard title="Alocasia" href="/l/a/5" price="$9.00" badges={['verified', 'international']} />);
    const list = screen.getByRole('list', { name: 'Seller badges' });
    expect(Array.from(list.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['Verified', 'International']);
  });

  it('marks sold-out listings', () => {
    const { container } = render(<ListingCard title="Anthurium" href="/l/a/6" price="$9.00" soldOut />);
    expect(screen.getByText('Sold out')).toBeTruthy();
    expect(container.querySelector('article')!.className).toContain('vg-listing-card--sold-out');
  });

  it('computes the countdown and the hot state under 3 hours', () => {
    expect(auctionState(1000, 1000)).toEqual({ kind: 'ended' });
    expect(auctionState(HOT_AUCTION_MS, 0)).toEqual({ kind: 'running', hot: false, text: '3h 0m' });
    expect(auctionState(HOT_AUCTION_MS - 1000, 0)).toEqual({ kind: 'running', hot: true, text: '2h 59m' });
    expect(auctionState(2 * 86_400_000 + 4 * 3_600_000, 0)).toMatchObject({ text: '2d 4h', hot: false });
    expect(auctionState(12 * 60_000 + 9000, 0)).toMatchObject({ text: '12m 09s', hot: true });
  });

  it('shows seconds only under an hour', () => {
    expect(auctionState(SECONDS_SHOWN_MS, 0)).toMatchObject({ text: '1h 0m' });
    expect(auctionState(SECONDS_SHOWN_MS - 1000, 0)).toMatchObject({ text: '59m 59s' });
  });

  it('ticks the countdown in the browser and shows the end', () => {
    vi.useFakeTimers();
    const now = Date.UTC(2026, 0, 1, 12);
    vi.setSystemTime(now);
    render(<ListingCard title="Begonia" href="/l/b/7" price="$5.00" priceLabel="Current bid" auction={{ endsAt: now + 3000, now }} />);
    expect(screen.getByText('Hot')).toBeTruthy();
    expect(screen.getByText('0m 03s')).toBeTruthy();
    expect(screen.getByText('Current bid')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText('0m 02s')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByText('Auction ended')).toBeTruthy();
  });

  it('renders the action slot and has no serious accessibility violations', async () => {
    const { container } = render(
      <ListingCard title="Syngonium" href="/l/s/8" price="$5.00" image={image} badges={['starter']} action={<button type="button">Add to favorites</button>} />,
    );
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toBeTruthy();
    await expectNoSeriousViolations(container);
  });
});
