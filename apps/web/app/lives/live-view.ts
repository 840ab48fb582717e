/**
 * Live sales as the site shows them (spec 2 "Manage listings and manage lives", "Live page"):
 * plain, serialisable rows for the manage-lives list and /api/my-lives, the viewer's blocked and
 * muted flags, and the live data /api/get-live-data answers. Times are shown in UTC like the
 * listing page's auction end, so the server and the browser render the same text.
 */
import type { ChatMessage, Live, LiveState } from '@variegata/editorial/lives';
import { liveState } from '@variegata/editorial/lives';
import { formatUtcDate } from '~/shell/display-format';

export const LIVE_STATE_LABELS: Readonly<Record<LiveState, string>> = { upcoming: 'Upcoming', running: 'Live now', ended: 'Ended' };

export const LIVES_UNAVAILABLE = 'Your lives could not be loaded right now. Please try again in a moment.';
export const LIVE_UNAVAILABLE = 'This live could not be loaded right now. Please try again in a moment.';
export const BLOCKED_TEXT = "You can't join this live.";
export const MUTED_TEXT = 'The host has muted you in this live: you can watch, but not write in the chat.';

/** "Sat, Nov 21, 2:30 PM UTC". */
export function formatLiveTime(iso: string): string {
  return `${formatUtcDate(iso, 'weekdayTime')} UTC`;
}

/** "2:30 PM" (chat and bid times). */
export function formatClock(iso: string): string {
  return formatUtcDate(iso, 'time');
}

export function liveHref(liveId: string): string {
  return `/live/${encodeURIComponent(liveId)}`;
}

/** One line of the start/end text: "Started …", "Starts …", "Ran … to 4:05 PM UTC". */
export function whenText(live: Pick<Live, 'startsAt' | 'endedAt'>, state: LiveState): string {
  if (state === 'upcoming') return `Starts ${formatLiveTime(live.startsAt)}`;
  if (state === 'running') return `Started ${formatLiveTime(live.startsAt)}`;
  return `${formatLiveTime(live.startsAt)} to ${formatClock(live.endedAt ?? live.startsAt)} UTC`;
}

export interface LiveRow {
  readonly liveId: string;
  readonly note: string;
  readonly startsAt: string;
  readonly endedAt: string | null;
  readonly state: LiveState;
  readonly stateLabel: string;
  readonly when: string;
  readonly listingCount: number;
  readonly soldCount: number;
  readonly href: string;
}

export function toLiveRow(live: Live, now: number): LiveRow {
  const state = liveState(live, now);
  return {
    liveId: live.liveId,
    note: live.note,
    startsAt: live.startsAt,
    endedAt: live.endedAt,
    state,
    stateLabel: LIVE_STATE_LABELS[state],
    when: whenText(live, state),
    listingCount: live.listings.length,
    soldCount: live.soldListings.filter((id) => live.listings.includes(id)).length,
    href: liveHref(live.liveId),
  };
}

export interface ViewerFlags {
  readonly blocked: boolean;
  readonly muted: boolean;
  readonly isHost: boolean;
}

export function viewerFlags(live: Pick<Live, 'hostId' | 'blockedUsers' | 'mutedUsers'>, userId: string | null): ViewerFlags {
  if (!userId) return { blocked: false, muted: false, isHost: false };
  const isHost = userId === live.hostId;
  return { blocked: !isHost && live.blockedUsers.includes(userId), muted: !isHost && live.mutedUsers.includes(userId), isHost };
}

/** The newest `limit` messages, oldest first (the order a chat reads). */
export function recent<T extends { at: string }>(items: readonly T[], limit: number): T[] {
  return [...items].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0)).slice(-limit);
}

export const RECENT_CHAT = 30;
export const RECENT_BIDS = 10;

/**
 * The live's data for one viewer (POST /api/get-live-data). A blocked viewer gets the live without
 * its chat, bids and pinned message; the lists of blocked and muted users go to the host only.
 */
export function liveDataFor(live: Live, userId: string | null, now: number) {
  const flags = viewerFlags(live, userId);
  const hidden = flags.blocked;
  return {
    liveId: live.liveId,
    note: live.note,
    hostId: live.hostId,
    state: liveState(live, now),
    startsAt: live.startsAt,
    endedAt: live.endedAt,
    listings: live.listings,
    soldListings: live.soldListings,
    guest: live.guest,
    pinnedChat: hidden ? null : live.pinnedChat,
    chat: hidden ? ([] as ChatMessage[]) : live.chat,
    bids: hidden ? [] : live.bids,
    blockedUsers: flags.isHost ? live.blockedUsers : [],
    mutedUsers: flags.isHost ? live.mutedUsers : [],
    blocked: flags.blocked,
    muted: flags.muted,
  };
}
