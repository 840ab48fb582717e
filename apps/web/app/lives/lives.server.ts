/**
 * Live sales on the server: the signed-in seller's lives (ManageLivesPage, /api/my-lives) and one
 * live with its host, guest and listings (LivePage, /api/get-live-data). Lives come from the
 * content service (Strapi, through the editorial client and the site's API token); users and
 * listings from the marketplace.
 */
import type { AppLoadContext } from '@remix-run/node';
import { LIVES_PAGE_SIZE, liveById, liveState, livesByHost, type Live, type LiveState } from '@variegata/editorial/lives';
import { formatMoney } from '@variegata/money/format';
import { editorialClient } from '~/editorial/content.server';
import { currentUser, publicApiFor } from '~/server/marketplace.server';
import { logUnexpectedResponse } from '~/server/unexpected-response.server';
import { favoriteIdsOf } from '~/favorites/favorites';
import { AVATAR_FIELDS } from '~/profile/profile.server';
import { toProfileUser, type ProfileUser } from '~/profile/profile-view';
import type { CardData } from '~/listing-cards/card-data';
import { CARD_QUERY_INCLUDES } from '~/search/search-query';
import { queryCards } from '~/search/search.server';
import { formatClock, formatLiveTime, recent, RECENT_BIDS, RECENT_CHAT, toLiveRow, viewerFlags, whenText, type LiveRow, type ViewerFlags } from './live-view';

export type MyLivesPage =
  | { readonly ok: true; readonly lives: LiveRow[]; readonly page: number; readonly totalPages: number; readonly totalItems: number }
  | { readonly ok: false; readonly lives: LiveRow[]; readonly page: number; readonly totalPages: 0; readonly totalItems: 0 };

/** One page (42) of a host's lives, newest first; a content-service failure is `ok: false`. */
export async function myLivesPage(hostId: string, page: number, now = Date.now()): Promise<MyLivesPage> {
  const result = await livesByHost(editorialClient(), hostId, { page, pageSize: LIVES_PAGE_SIZE });
  if (!result.ok) {
    console.error(`[lives] lives of ${hostId} could not be loaded: ${result.message}`);
    return { ok: false, lives: [], page, totalPages: 0, totalItems: 0 };
  }
  const { lives, pagination } = result.value;
  return { ok: true, lives: lives.map((l) => toLiveRow(l, now)), page, totalPages: pagination.pageCount, totalItems: pagination.total };
}

/** A page number from `?page=`: a positive integer, else 1. */
export function pageParam(request: Request): number {
  const raw = Number(new URL(request.url).searchParams.get('page') ?? '1');
  return Number.isInteger(raw) && raw >= 1 ? raw : 1;
}

/** A liveId as the content service stores it (a Strapi uid: letters, digits, `-`, `_`, `.`, `~`). */
export function isLiveId(value: string): boolean {
  return /^[A-Za-z0-9._~-]{1,120}$/.test(value);
}

export type LiveLookup = { readonly kind: 'found'; readonly live: Live } | { readonly kind: 'not-found' } | { readonly kind: 'unavailable' };

export async function findLive(liveId: string): Promise<LiveLookup> {
  if (!isLiveId(liveId)) return { kind: 'not-found' };
  const result = await liveById(editorialClient(), liveId);
  if (result.ok) return { kind: 'found', live: result.value };
  if (result.error === 'not-found') return { kind: 'not-found' };
  console.error(`[lives] live ${liveId} could not be loaded: ${result.message}`);
  return { kind: 'unavailable' };
}

async function marketplaceUser(context: AppLoadContext, id: string): Promise<ProfileUser | null> {
  try {
    return toProfileUser(await (await publicApiFor(context)).users.show({ id, include: ['profileImage'], ...AVATAR_FIELDS }));
  } catch (error) {
    logUnexpectedResponse('live host', error);
    return null;
  }
}

export interface LiveCard extends CardData {
  readonly sold: boolean;
}

export interface LiveLine {
  readonly key: string;
  readonly author: string;
  readonly text: string;
  readonly time: string;
  readonly fromHost: boolean;
}

export interface LivePageData {
  readonly liveId: string;
  readonly note: string;
  readonly state: LiveState;
  readonly when: string;
  readonly startsAt: string;
  readonly host: { readonly id: string; readonly name: string; readonly avatarUrl: string | null; readonly href: string | null; readonly verified: boolean };
  readonly guest: { readonly name: string; readonly href: string | null } | null;
  /** The live's listings in the live's order; null when the marketplace could not be reached. */
  readonly listings: LiveCard[] | null;
  readonly listingCount: number;
  readonly soldCount: number;
  readonly pinned: { readonly author: string; readonly text: string; readonly time: string } | null;
  readonly chat: LiveLine[];
  readonly bids: LiveLine[];
  readonly viewer: ViewerFlags & { readonly signedIn: boolean };
  /** The viewer's favourite listing ids (null for visitors), for the cards' hearts. */
  readonly favorites: string[] | null;
}

/** Everything LivePage shows; chat, bids and the pinned message are left out for a blocked viewer. */
export async function livePageData(context: AppLoadContext, live: Live, now = Date.now()): Promise<LivePageData> {
  const ids = [...new Set(live.listings)];
  const [viewer, host, guest, cards] = await Promise.all([
    currentUser(context).catch(() => null),
    marketplaceUser(context, live.hostId),
    live.guest ? marketplaceUser(context, live.guest.userId) : Promise.resolve(null),
    ids.length === 0 ? Promise.resolve({ ok: true as const, listings: [] as CardData[] }) : queryCards(context, { ids, perPage: Math.min(ids.length, 100), ...CARD_QUERY_INCLUDES }),
  ]);
  const flags = viewerFlags(live, viewer?.id ?? null);
  const sold = new Set(live.soldListings);
  const byId = new Map(cards.listings.map((c) => [c.id, c]));
  const listings = cards.ok ? ids.flatMap((id) => { const c = byId.get(id); return c ? [{ ...c, sold: sold.has(id) }] : []; }) : null;
  const hostName = host?.name ?? 'Variegata seller';
  const hostUsername = host?.status === 'active' ? host.username : null;
  const isHostName = (author: string) => author === hostUsername;
  const title = (listingId: string) => byId.get(listingId)?.title ?? 'a plant';
  const state = liveState(live, now);
  return {
    liveId: live.liveId,
    note: live.note,
    state,
    when: whenText(live, state),
    startsAt: formatLiveTime(live.startsAt),
    host: { id: live.hostId, name: hostName, avatarUrl: host?.avatarUrl ?? null, href: hostUsername ? `/shop/${encodeURIComponent(hostUsername)}` : null, verified: host?.verified ?? false },
    guest: live.guest ? { name: guest?.name ?? live.guest.name, href: guest?.status === 'active' && guest.username ? `/shop/${encodeURIComponent(guest.username)}` : null } : null,
    listings,
    listingCount: ids.length,
    soldCount: ids.filter((id) => sold.has(id)).length,
    pinned: flags.blocked || !live.pinnedChat ? null : { author: live.pinnedChat.author, text: live.pinnedChat.text, time: formatClock(live.pinnedChat.at) },
    chat: flags.blocked ? [] : recent(live.chat, RECENT_CHAT).map((m, i) => ({ key: `${m.at}-${i}`, author: m.author, text: m.text, time: formatClock(m.at), fromHost: isHostName(m.author) })),
    bids: flags.blocked
      ? []
      : recent(live.bids, RECENT_BIDS).reverse().map((b, i) => ({
          key: `${b.at}-${i}`, author: b.bidder, text: `${formatMoney({ amount: b.amount, currency: b.currency })} on ${title(b.listingId)}`, time: formatClock(b.at), fromHost: false,
        })),
    viewer: { ...flags, signedIn: viewer !== null },
    favorites: viewer ? favoriteIdsOf(viewer) : null,
  };
}
