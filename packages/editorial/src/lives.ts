// Live sales on /api/lives (spec 2 "Manage listings and manage lives", "Live page"): the app writes
// them, the site reads them with its API token. Ids are marketplace uuids; amounts are minor units.
import { err, map, ok } from '@variegata/result/result';
import * as v from 'valibot';
import type { EditorialClient } from './client';
import { type EditorialResult, fetchParsed } from './request';
import { documentId, id, list, opt, text } from './schemas';

/** Lives per page on the manage-lives page and /api/my-lives (spec 2: 42 per page). */
export const LIVES_PAGE_SIZE = 42;

export interface ChatMessage {
  author: string;
  text: string;
  at: string;
}

export interface LiveBid {
  /** The bidder's masked username. */
  bidder: string;
  listingId: string;
  /** Minor units. */
  amount: number;
  currency: string;
  at: string;
}

export interface Live {
  id: number;
  documentId: string;
  liveId: string;
  note: string;
  hostId: string;
  startsAt: string;
  endedAt: string | null;
  listings: string[];
  soldListings: string[];
  blockedUsers: string[];
  mutedUsers: string[];
  guest: { userId: string; name: string } | null;
  pinnedChat: ChatMessage | null;
  chat: ChatMessage[];
  bids: LiveBid[];
}

export interface LivePagination {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

export interface LiveList {
  lives: Live[];
  pagination: LivePagination;
}

const nonEmpty = v.pipe(v.string(), v.minLength(1));
const timestamp = v.pipe(v.string(), v.isoTimestamp());
const chatMessage: v.GenericSchema<unknown, ChatMessage> = v.object({ author: nonEmpty, text: v.string(), at: timestamp });
const bid: v.GenericSchema<unknown, LiveBid> = v.object({
  bidder: nonEmpty,
  listingId: nonEmpty,
  amount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  at: timestamp,
});
const ids = list(nonEmpty);

export const liveSchema: v.GenericSchema<unknown, Live> = v.object({
  id,
  documentId,
  liveId: nonEmpty,
  note: text,
  hostId: nonEmpty,
  startsAt: timestamp,
  endedAt: opt(timestamp),
  listings: ids,
  soldListings: ids,
  blockedUsers: ids,
  mutedUsers: ids,
  guest: opt(v.object({ userId: nonEmpty, name: v.string() })),
  pinnedChat: opt(chatMessage),
  chat: list(chatMessage),
  bids: list(bid),
});

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const livesPage = v.object({
  data: v.array(liveSchema),
  meta: v.object({
    pagination: v.object({ page: v.pipe(count, v.minValue(1)), pageSize: v.pipe(count, v.minValue(1)), pageCount: count, total: count }),
  }),
});

export type LiveState = 'upcoming' | 'running' | 'ended';

/** Upcoming before its start, ended once it has an end time, running in between. */
export function liveState(live: Pick<Live, 'startsAt' | 'endedAt'>, now: number): LiveState {
  if (live.endedAt !== null) return 'ended';
  return Date.parse(live.startsAt) > now ? 'upcoming' : 'running';
}

function positiveInt(n: number | undefined, fallback: number, name: string): number {
  if (n === undefined) return fallback;
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`${name} must be a positive integer, got ${n}`);
  return n;
}

/** A host's lives, newest start first, with Strapi's page meta (page, pageSize, pageCount, total). */
export async function livesByHost(
  client: EditorialClient,
  hostId: string,
  query: { page?: number; pageSize?: number } = {},
): Promise<EditorialResult<LiveList>> {
  const page = positiveInt(query.page, 1, 'page');
  const pageSize = positiveInt(query.pageSize, LIVES_PAGE_SIZE, 'pageSize');
  const response = await fetchParsed(livesPage, 'live list', () =>
    client.sdk.collection('lives').find({
      filters: { hostId: { $eq: hostId } },
      sort: ['startsAt:desc', 'id:desc'],
      pagination: { page, pageSize, withCount: true },
    }),
  );
  return map(response, (body) => ({ lives: body.data, pagination: body.meta.pagination }));
}

/** One live by its liveId; none is `not-found` with the message 'no data'. */
export async function liveById(client: EditorialClient, liveId: string): Promise<EditorialResult<Live>> {
  const response = await fetchParsed(v.object({ data: v.array(liveSchema) }), 'live', () =>
    client.sdk.collection('lives').find({ filters: { liveId: { $eq: liveId } }, pagination: { page: 1, pageSize: 1 } }),
  );
  if (!response.ok) return response;
  const [live] = response.value.data;
  return live ? ok(live) : err('not-found', 'no data', { status: 404 });
}
