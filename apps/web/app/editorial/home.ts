/**
 * The home page's editorial sections and where they go (spec 1 §2.8, spec 2 home page). Reading:
 * the hero opens the page and the features follow it; the forum and listing sections are ordered
 * among themselves by the positions the content service gives (without a position: after the
 * positioned ones, forum before listings); the call to action and the newsletter close the page.
 */
import type { Slide } from '@variegata/editorial/home';

/** Spec 1 §9: 10000 ms (kept here so the browser bundle does not pull in the content client). */
export const HERO_INTERVAL_MS = 10_000;

/** Site paths of the page names a slide may carry (the route table's names). */
const PAGE_PATHS: Readonly<Record<string, string>> = {
  LandingPage: '/',
  SearchPage: '/marketplace',
  MembershipPage: '/membership',
  ArticlesPage: '/editorials',
  ArticlesMorePage: '/more-news',
  SignupPage: '/signup',
  LoginPage: '/login',
  NewListingPage: '/l/new',
  FavoritesPage: '/favorites',
};

/** Where a slide leads: its article, else its link, else a named page; null when none is usable. */
export function slideHref(slide: Pick<Slide, 'link'>): string | null {
  const link = slide.link;
  if (!link) return null;
  if (link.kind === 'article') return link.href;
  if (link.kind === 'external') return /^(https?:\/\/|\/(?!\/))/i.test(link.href) ? link.href : null;
  return Object.hasOwn(PAGE_PATHS, link.pageName) ? PAGE_PATHS[link.pageName]! : null;
}

export type HomeSlot = { kind: 'forum' } | { kind: 'listings'; index: number };

/**
 * The order of the forum section and the listing sections (given in display order, each with its
 * position). Equal positions keep the forum first; sections without a position go last.
 */
export function positionedSlots(listings: readonly { position: number | null }[], forum: { position: number | null } | null): HomeSlot[] {
  const entries: { slot: HomeSlot; position: number; order: number }[] = listings.map((l, index) => ({
    slot: { kind: 'listings', index },
    position: l.position ?? Number.POSITIVE_INFINITY,
    order: index + 1,
  }));
  if (forum) entries.push({ slot: { kind: 'forum' }, position: forum.position ?? Number.POSITIVE_INFINITY, order: 0 });
  return entries.sort((a, b) => a.position - b.position || a.order - b.order).map((e) => e.slot);
}

export type HomeBand = { kind: 'forum' } | { kind: 'listings'; indexes: number[] };

/** The slots with consecutive listing sections grouped (one listing block renders them together). */
export function homeBands(slots: readonly HomeSlot[]): HomeBand[] {
  const bands: HomeBand[] = [];
  for (const slot of slots) {
    const last = bands[bands.length - 1];
    if (slot.kind === 'forum') bands.push({ kind: 'forum' });
    else if (last?.kind === 'listings') last.indexes.push(slot.index);
    else bands.push({ kind: 'listings', indexes: [slot.index] });
  }
  return bands;
}
