/**
 * The listing page's data (spec 2 §2, §7): the listing with author, images and stock, the
 * author's public reviews, similar listings through the fallback chain of spec 2 §9, related
 * articles by genus, and the auction's bid history with masked bidder names.
 */
import { err, ok, type Result } from '@variegata/result/result';
import type { AppLoadContext } from '@remix-run/node';
import { apiStatus } from '@variegata/marketplace-client/errors';
import type { ListingInclude, ListingShowParams } from '@variegata/marketplace-client/listing-calls';
import type { Listing } from '@variegata/marketplace-client/listing-entity';
import type { MarketplaceApi } from '@variegata/marketplace-client/marketplace-api';
import { editorialClient } from '~/editorial/content.server';
import { relatedArticlesByGenus, RELATED_ARTICLES_SIZE } from '@variegata/editorial/articles';
import { auctionResultView, type AuctionResultView } from '~/auction/closing-view';
import { maskBidderName } from '@variegata/auction/masking';
import { formatMoney } from '@variegata/money/format';
import { serverEnv } from '~/server/env.server';
import { authInfo, currentUser, publicApiFor } from '~/server/marketplace.server';
import { logUnexpectedResponse } from '~/server/unexpected-response.server';
import { favoriteIdsOf } from '~/favorites/favorites';
import { sellerHasPayoutDetails } from '~/payments/seller-payouts.server';
import { instalmentTeaserAllowed } from './instalment.server';
import { toCardData, type CardData } from '~/listing-cards/card-data';
import { CARD_QUERY_INCLUDES } from '~/search/search-query';
import { AVATAR_IMAGE_FIELDS, avatarUrl } from '~/shell/avatar';
import { LISTING_MAP_CONFIG } from './config';
import { TtlCache } from './cache.server';
import { cutText } from './page-text';
import { obfuscatedCentre, BIO_LENGTH, GALLERY_VARIANTS, toListingView, type ListingView } from './view';

export const LISTING_IMAGE_FIELDS = [...GALLERY_VARIANTS.map(([name]) => `variants.${name}`), 'variants.facebook', 'variants.twitter'];
export const LISTING_INCLUDE = ['author', 'author.profileImage', 'images', 'currentStock'] as const satisfies readonly ListingInclude[];

export const SIMILAR_SHOWN = 4;
export const SIMILAR_PER_QUERY = 10;

export function listingShowParams(id: string): ListingShowParams {
  return { id, include: LISTING_INCLUDE, 'fields.image': [...LISTING_IMAGE_FIELDS, ...AVATAR_IMAGE_FIELDS] };
}

/** Search filters of one similar-listing query (`pub_genus`, `pub_species`, ...). */
export type SimilarFilter = Partial<Record<'pub_genus' | 'pub_species' | 'pub_parentSpeciesA' | 'pub_parentSpeciesB', string>>;

/** The similar-listing queries from the most specific down to none (spec 2 §9). */
export function similarQueries(publicData: Pick<Listing['publicData'], 'genus' | 'species' | 'parentSpeciesA' | 'parentSpeciesB'>): SimilarFilter[] {
  const genus = publicData.genus ?? '';
  const species = publicData.species ?? '';
  const a = publicData.parentSpeciesA ?? '';
  const b = publicData.parentSpeciesB ?? '';
  const queries: SimilarFilter[] = [];
  if (genus) {
    if (genus.toLowerCase() === 'anthurium' && a && b) queries.push({ pub_genus: genus, pub_parentSpeciesA: a, pub_parentSpeciesB: b });
    else if (species) queries.push({ pub_genus: genus, pub_species: species });
    else if (a || b) queries.push({ pub_genus: genus, ...(a ? { pub_parentSpeciesA: a } : {}), ...(b ? { pub_parentSpeciesB: b } : {}) });
    queries.push({ pub_genus: genus });
  }
  queries.push({});
  return queries;
}

const similarCache = new TtlCache<CardData[]>(60_000, 2000);
const reviewsCache = new TtlCache<ReviewRow[]>(60_000, 2000);
const bidderCache = new TtlCache<string>(5 * 60_000, 5000);

/** Forgets cached similar listings, reviews, bidder names and anonymous listing reads (tests, after writes). */
export function clearListingCaches(): void {
  similarCache.clear();
  reviewsCache.clear();
  anonymousListings.clear();
  bidderCache.clear();
}

/** Up to 4 similar listings: each query limited to 10, excluding this listing and private ones. */
export async function similarListings(api: MarketplaceApi, listingId: string, publicData: Listing['publicData']): Promise<CardData[]> {
  const found = new Map<string, CardData>();
  for (const filter of similarQueries(publicData)) {
    const { items } = await api.listings.query({ ...filter, pub_isPrivate: false, ...CARD_QUERY_INCLUDES, perPage: SIMILAR_PER_QUERY });
    for (const listing of items) {
      if (listing.id === listingId || found.has(listing.id)) continue;
      if (listing.publicData.isPrivate === true) continue;
      found.set(listing.id, toCardData(listing));
      if (found.size >= SIMILAR_SHOWN) return [...found.values()];
    }
  }
  return [...found.values()];
}

export interface BidRow {
  readonly bidder: string;
  readonly amount: string;
  readonly date: string;
  readonly auto: boolean;
}

/** The parts of a user's profile a bidder's name comes from (public user or current user). */
interface BidderProfile {
  readonly displayName: string;
  readonly metadata: { readonly username?: string | undefined };
}

const bidderNameOf = (profile: BidderProfile) => profile.metadata.username || profile.displayName;

/** Keeps the name a bidder shows under (masked in the history) when a read of them already has it. */
export function rememberBidderName(id: string, profile: BidderProfile): void {
  bidderCache.set(id, bidderNameOf(profile));
}

/** Bid history, newest first, with bidder names masked (first 3 characters then 5 stars). */
export async function bidHistory(api: MarketplaceApi, metadata: Pick<Listing['metadata'], 'bidHistory'>, currency: string): Promise<BidRow[]> {
  const bids = metadata.bidHistory ?? [];
  const ids = [...new Set(bids.map((b) => b.bidderId).filter(Boolean))];
  const names = new Map<string, string>();
  await Promise.all(
    ids.map(async (id) => {
      try {
        names.set(
          id,
          await bidderCache.get(id, async () => {
            const { profile } = await api.users.show({ id });
            return bidderNameOf(profile);
          }),
        );
      } catch (error) {
        logUnexpectedResponse('listing bids', error);
        names.set(id, '');
      }
    }),
  );
  return bids
    .map((b) => ({
      bidder: maskBidderName(names.get(b.bidderId) ?? ''),
      amount: formatMoney({ amount: b.amount, currency }),
      date: b.date,
      auto: b.type === 'auto',
    }))
    .sort((x, y) => Date.parse(y.date) - Date.parse(x.date));
}

export interface ReviewRow {
  readonly id: string;
  readonly rating: number;
  readonly content: string;
  readonly author: string;
  readonly date: string;
}

export async function providerReviews(api: MarketplaceApi, authorId: string): Promise<Result<ReviewRow[], 'reviews-unavailable'>> {
  try {
    return ok(await reviewsCache.get(authorId, () => queryReviews(api, authorId)));
  } catch (error) {
    logUnexpectedResponse('listing reviews', error);
    return err('reviews-unavailable');
  }
}

async function queryReviews(api: MarketplaceApi, authorId: string): Promise<ReviewRow[]> {
  const { items } = await api.reviews.query({ subjectId: authorId, type: 'ofProvider', state: 'public', include: ['author'] });
  return items.map((r) => ({
    id: r.id,
    rating: r.rating ?? 0,
    content: r.content,
    author: r.author?.profile.metadata.username || r.author?.profile.displayName || 'Member',
    date: r.createdAt.toISOString(),
  }));
}

export interface ArticleLink {
  readonly title: string;
  readonly href: string;
  readonly image: string | null;
  readonly summary: string;
}

const articleCache = new Map<string, { at: number; value: ArticleLink[] }>();
const ARTICLE_TTL_MS = 60_000;

/** Three articles about the genus from the content service; none when it fails (cached a minute). */
export async function relatedArticles(genus: string): Promise<ArticleLink[]> {
  if (!genus) return [];
  const key = genus.toLowerCase();
  const cached = articleCache.get(key);
  if (cached && Date.now() - cached.at < ARTICLE_TTL_MS) return cached.value;
  let value: ArticleLink[] = [];
  try {
    const result = await relatedArticlesByGenus(editorialClient(), key, RELATED_ARTICLES_SIZE);
    if (result.ok) {
      value = result.value.map((a) => ({
        title: a.title,
        href: `/${a.slug}`,
        image: a.thumbnail?.formats['small']?.url ?? a.thumbnail?.url ?? null,
        summary: cutText(a.description || a.summary || '', 140).text,
      }));
    }
  } catch {
    value = [];
  }
  articleCache.set(key, { at: Date.now(), value });
  return value;
}

export interface ProviderCard {
  readonly id: string;
  readonly name: string;
  readonly username: string | null;
  readonly avatar: string | null;
  readonly bio: string;
  readonly bioCut: boolean;
  readonly status: 'active' | 'deleted' | 'banned';
  readonly href: string | null;
}

export function providerOf(listing: Pick<Listing, 'author'>): ProviderCard {
  const author = listing.author;
  const profile = author?.profile;
  const username = profile?.metadata.username || null;
  const status = author?.deleted ? 'deleted' : author?.banned ? 'banned' : 'active';
  const bio = cutText(profile?.bio ?? '', BIO_LENGTH);
  return {
    id: author?.id ?? '',
    name: status === 'deleted' ? 'Deleted user' : status === 'banned' ? 'Banned user' : profile?.displayName || username || 'Seller',
    username,
    avatar: status === 'active' && author ? avatarUrl(author) : null,
    bio: status === 'active' ? bio.text : '',
    bioCut: bio.cut,
    status,
    href: status === 'active' && username ? `/shop/${encodeURIComponent(username)}` : null,
  };
}

export interface Viewer {
  readonly signedIn: boolean;
  readonly id: string | null;
  readonly favorites: readonly string[] | null;
}

export async function viewerOf(context: AppLoadContext): Promise<Viewer> {
  const user = await currentUser(context);
  if (!user) return { signedIn: false, id: null, favorites: null };
  return { signedIn: true, id: user.id, favorites: favoriteIdsOf(user) };
}

export type LoadOutcome = { kind: 'ok'; listing: Listing } | { kind: 'not-found' } | { kind: 'error' };

/**
 * Anonymous visitors of the same listing within a second share one read (a popular listing or
 * an auction's last minutes cost the marketplace API one call a second, not one per visitor).
 * Signed-in visitors (owners, buyers after a purchase) always read fresh. Entities are read-only.
 */
export const ANONYMOUS_LISTING_TTL_MS = 1_000;
const anonymousListings = new TtlCache<Listing>(ANONYMOUS_LISTING_TTL_MS, 5000);

/** After the site changed a listing: this process's visitors see the change on their next view. */
export function forgetAnonymousListing(id: string): void {
  anonymousListings.delete(id);
}

export async function showListing(context: AppLoadContext, id: string): Promise<LoadOutcome> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return { kind: 'not-found' };
  const read = async () => (await publicApiFor(context)).listings.show(listingShowParams(id));
  try {
    const anonymous = (await authInfo(context)).isAnonymous;
    return { kind: 'ok', listing: anonymous ? await anonymousListings.get(id, read) : await read() };
  } catch (error) {
    logUnexpectedResponse('listing page', error);
    const status = apiStatus(error);
    return status === 404 || status === 400 ? { kind: 'not-found' } : { kind: 'error' };
  }
}

export interface ListingPageData {
  readonly listing: ListingView;
  readonly provider: ProviderCard;
  readonly viewer: Viewer;
  readonly isOwner: boolean;
  readonly reviews: ReviewRow[] | null;
  readonly similar: CardData[];
  readonly articles: ArticleLink[];
  readonly bids: BidRow[];
  /** An ended auction's result for this viewer (won, sold, below reserve), null while open. */
  readonly auctionResult: AuctionResultView | null;
  /** The seller has payout details, so the listing can be bought or bid on (spec 3 §2). */
  readonly sellerPayable: boolean;
  readonly now: number;
}

/** Everything the page shows beside the listing itself, loaded in parallel. */
export async function listingPageData(context: AppLoadContext, entity: Listing, now: number): Promise<ListingPageData> {
  const api = await publicApiFor(context);
  const view = toListingView(entity, now);
  const [viewer, reviews, similar, articles, bids, sellerPayable, instalmentAllowed] = await Promise.all([
    viewerOf(context),
    view.authorId ? providerReviews(api, view.authorId) : Promise.resolve(ok<ReviewRow[]>([])),
    similarCache.get(view.id, () => similarListings(api, view.id, entity.publicData)).catch((error: unknown) => {
      logUnexpectedResponse('similar listings', error);
      return [];
    }),
    relatedArticles(view.genus),
    view.isAuction ? bidHistory(api, entity.metadata, view.currency) : Promise.resolve([]),
    view.authorId ? sellerHasPayoutDetails(view.authorId) : Promise.resolve(true),
    view.instalment ? instalmentTeaserAllowed(view) : Promise.resolve(false),
  ]);
  // The teaser shows only when the seller's account takes instalments in the listing's currency (as the checkout decides).
  const listing = instalmentAllowed ? view : { ...view, instalment: null };
  return {
    listing,
    provider: providerOf(entity),
    viewer,
    isOwner: viewer.id !== null && viewer.id === listing.authorId,
    reviews: reviews.ok ? reviews.value : null,
    similar,
    articles,
    bids,
    auctionResult: auctionResultView(entity, viewer.id, now),
    sellerPayable,
    now,
  };
}

export interface ListingPageModel extends ListingPageData {
  readonly mapCentre: { lat: number; lng: number } | null;
  readonly fuzzy: boolean;
  readonly canonicalUrl: string;
  readonly baseUrl: string;
}

/** The page model: data plus the map centre (obfuscated when fuzzy locations are on) and the canonical URL. */
export async function listingPageModel(context: AppLoadContext, entity: Listing, now: number, fuzzy = LISTING_MAP_CONFIG.fuzzy): Promise<ListingPageModel> {
  const data = await listingPageData(context, entity, now);
  const geo = data.listing.geolocation;
  const baseUrl = serverEnv().PUBLIC_BASE_URL.replace(/\/$/, '');
  return {
    ...data,
    mapCentre: geo ? (fuzzy ? obfuscatedCentre(geo, data.listing.id, LISTING_MAP_CONFIG.fuzzyOffsetMeters) : geo) : null,
    fuzzy,
    canonicalUrl: `${baseUrl}${data.listing.href}`,
    baseUrl,
  };
}
