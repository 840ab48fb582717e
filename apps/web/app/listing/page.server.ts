/**
 * The listing page's data (spec 2 §2, §7): the listing with author, images and stock, the
 * author's public reviews, similar listings through the fallback chain of spec 2 §9, related
 * articles by genus, and the auction's bid history with masked bidder names.
 */
import type { AppLoadContext } from '@remix-run/node';
import { denormalise, denormaliseOne, type Entity } from '@variegata/marketplace-client/denormalise';
import { apiStatus } from '@variegata/marketplace-client/errors';
import { createEditorialClient } from '@variegata/editorial/client';
import { relatedArticlesByGenus, RELATED_ARTICLES_SIZE } from '@variegata/editorial/articles';
import { maskBidderName } from '@variegata/auction/masking';
import { formatMoney } from '@variegata/money/format';
import { serverEnv } from '~/server/env.server';
import { authInfo, currentUser, publicSdkFor } from '~/server/marketplace.server';
import { favoriteIdsOf } from '~/favorites/favorites';
import { toCardData, type CardData } from '~/listing-cards/card-data';
import { LISTING_MAP_CONFIG } from './config';
import { TtlCache } from './cache.server';
import { cutText, obfuscatedCentre, BIO_LENGTH, GALLERY_VARIANTS, num, obj, str, toListingView, type ListingView } from './view';

export const LISTING_IMAGE_FIELDS = [...GALLERY_VARIANTS.map(([name]) => `variants.${name}`), 'variants.facebook', 'variants.twitter'];
export const LISTING_INCLUDE = ['author', 'author.profileImage', 'images', 'currentStock'];
const AVATAR_FIELDS = ['variants.square-small', 'variants.square-small2x'];

export const SIMILAR_SHOWN = 4;
export const SIMILAR_PER_QUERY = 10;

export function listingShowParams(id: string) {
  return { id, include: LISTING_INCLUDE, 'fields.image': [...LISTING_IMAGE_FIELDS, ...AVATAR_FIELDS] };
}

/** The similar-listing queries from the most specific down to none (spec 2 §9). */
export function similarQueries(publicData: Record<string, unknown>): Record<string, string>[] {
  const genus = str(publicData['genus']);
  const species = str(publicData['species']);
  const a = str(publicData['parentSpeciesA']);
  const b = str(publicData['parentSpeciesB']);
  const queries: Record<string, string>[] = [];
  if (genus) {
    if (genus.toLowerCase() === 'anthurium' && a && b) queries.push({ pub_genus: genus, pub_parentSpeciesA: a, pub_parentSpeciesB: b });
    else if (species) queries.push({ pub_genus: genus, pub_species: species });
    else if (a || b) queries.push({ pub_genus: genus, ...(a ? { pub_parentSpeciesA: a } : {}), ...(b ? { pub_parentSpeciesB: b } : {}) });
    queries.push({ pub_genus: genus });
  }
  queries.push({});
  return queries;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Sdk = any;

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
export async function similarListings(sdk: Sdk, listingId: string, publicData: Record<string, unknown>): Promise<CardData[]> {
  const found = new Map<string, CardData>();
  for (const filter of similarQueries(publicData)) {
    const response = await sdk.listings.query({
      ...filter,
      pub_isPrivate: false,
      per_page: SIMILAR_PER_QUERY,
      include: ['author', 'images', 'currentStock'],
      'fields.image': ['variants.listing-card', 'variants.listing-card-2x'],
      'limit.images': 1,
    });
    for (const entity of denormalise(response.data.data, response.data.included)) {
      if (entity.id.uuid === listingId || found.has(entity.id.uuid)) continue;
      if (obj(entity.attributes['publicData'])['isPrivate'] === true) continue;
      found.set(entity.id.uuid, toCardData(entity));
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

/** Bid history, newest first, with bidder names masked (first 3 characters then 5 stars). */
export async function bidHistory(sdk: Sdk, metadata: Record<string, unknown>, currency: string): Promise<BidRow[]> {
  const bids = (Array.isArray(metadata['bidHistory']) ? (metadata['bidHistory'] as unknown[]) : []).map(obj);
  const ids = [...new Set(bids.map((b) => str(b['bidderId']) || str(obj(b['bidder'])['id'])).filter(Boolean))];
  const names = new Map<string, string>();
  await Promise.all(
    ids.map(async (id) => {
      try {
        names.set(
          id,
          await bidderCache.get(id, async () => {
            const res = await sdk.users.show({ id });
            const profile = obj(obj(res.data.data.attributes)['profile']);
            return str(obj(profile['metadata'])['username']) || str(profile['displayName']);
          }),
        );
      } catch {
        names.set(id, '');
      }
    }),
  );
  return bids
    .map((b) => ({
      bidder: maskBidderName(names.get(str(b['bidderId']) || str(obj(b['bidder'])['id'])) ?? ''),
      amount: formatMoney({ amount: num(b['amount']) ?? 0, currency }),
      date: str(b['date']),
      auto: b['type'] === 'auto',
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

export async function providerReviews(sdk: Sdk, authorId: string): Promise<{ ok: true; reviews: ReviewRow[] } | { ok: false }> {
  try {
    return { ok: true, reviews: await reviewsCache.get(authorId, () => queryReviews(sdk, authorId)) };
  } catch {
    return { ok: false };
  }
}

async function queryReviews(sdk: Sdk, authorId: string): Promise<ReviewRow[]> {
  const res = await sdk.reviews.query({ subject_id: authorId, type: 'ofProvider', state: 'public', include: ['author'] });
    const reviews = denormalise(res.data.data, res.data.included).map((r) => {
      const profile = obj(obj(obj(r['author']).attributes)['profile']);
      return {
        id: r.id.uuid,
        rating: num(r.attributes['rating']) ?? 0,
        content: str(r.attributes['content']),
        author: str(obj(profile['metadata'])['username']) || str(profile['displayName']) || 'Member',
        date: r.attributes['createdAt'] instanceof Date ? r.attributes['createdAt'].toISOString() : str(r.attributes['createdAt']),
      };
    });
  return reviews;
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
    const env = serverEnv();
    const client = createEditorialClient({ baseURL: env.STRAPI_URL, apiToken: env.STRAPI_API_TOKEN });
    const result = await relatedArticlesByGenus(client, key, RELATED_ARTICLES_SIZE);
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

export function providerOf(listing: Entity): ProviderCard {
  const author = obj(listing['author']) as Entity;
  const a = obj(author.attributes);
  const profile = obj(a['profile']);
  const username = str(obj(profile['metadata'])['username']) || null;
  const status = a['deleted'] === true ? 'deleted' : a['banned'] === true ? 'banned' : 'active';
  const variants = obj(obj(obj(author['profileImage']).attributes)['variants']);
  const bio = cutText(str(profile['bio']), BIO_LENGTH);
  return {
    id: str(obj(author.id)['uuid']),
    name: status === 'deleted' ? 'Deleted user' : status === 'banned' ? 'Banned user' : str(profile['displayName']) || username || 'Seller',
    username,
    avatar: status === 'active' ? str(obj(variants['square-small2x'])['url']) || str(obj(variants['square-small'])['url']) || null : null,
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
  return { signedIn: true, id: user.id.uuid, favorites: favoriteIdsOf(user) };
}

export type LoadOutcome = { kind: 'ok'; entity: Entity } | { kind: 'not-found' } | { kind: 'error' };

/**
 * Anonymous visitors of the same listing within a second share one read (a popular listing or
 * an auction's last minutes cost the marketplace API one call a second, not one per visitor).
 * Signed-in visitors (owners, buyers after a purchase) always read fresh. Entities are read-only.
 */
export const ANONYMOUS_LISTING_TTL_MS = 1_000;
const anonymousListings = new TtlCache<Entity>(ANONYMOUS_LISTING_TTL_MS, 5000);

/** After the site changed a listing: this process's visitors see the change on their next view. */
export function forgetAnonymousListing(id: string): void {
  anonymousListings.delete(id);
}

export async function showListing(context: AppLoadContext, id: string): Promise<LoadOutcome> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return { kind: 'not-found' };
  const read = async () => denormaliseOne(await (await publicSdkFor(context)).listings.show(listingShowParams(id)));
  try {
    const anonymous = (await authInfo(context)).isAnonymous;
    return { kind: 'ok', entity: anonymous ? await anonymousListings.get(id, read) : await read() };
  } catch (error) {
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
  readonly now: number;
}

/** Everything the page shows beside the listing itself, loaded in parallel. */
export async function listingPageData(context: AppLoadContext, entity: Entity, now: number): Promise<ListingPageData> {
  const sdk = await publicSdkFor(context);
  const listing = toListingView(entity, now);
  const publicData = obj(entity.attributes['publicData']);
  const [viewer, reviews, similar, articles, bids] = await Promise.all([
    viewerOf(context),
    listing.authorId ? providerReviews(sdk, listing.authorId) : Promise.resolve({ ok: true as const, reviews: [] }),
    similarCache.get(listing.id, () => similarListings(sdk, listing.id, publicData)).catch(() => []),
    relatedArticles(listing.genus),
    listing.isAuction ? bidHistory(sdk, obj(entity.attributes['metadata']), listing.currency) : Promise.resolve([]),
  ]);
  return {
    listing,
    provider: providerOf(entity),
    viewer,
    isOwner: viewer.id !== null && viewer.id === listing.authorId,
    reviews: reviews.ok ? reviews.reviews : null,
    similar,
    articles,
    bids,
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
export async function listingPageModel(context: AppLoadContext, entity: Entity, now: number, fuzzy = LISTING_MAP_CONFIG.fuzzy): Promise<ListingPageModel> {
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
