/**
 * Navigation state flags of the listing page (spec 2 §2 "Order panel"): `bidNow` opens the bid,
 * `showKlarna` the Klarna (buy now, pay later) modal; `showOffer` is read by the order panel.
 * Pure: the page turns the answer into one replace navigation.
 */
import { modalHref } from '~/shell/modals';

/** The query parameter that opens the bid modal on the listing page. */
export const BID_PARAM = 'bid';

/** The address without one query parameter (closing a modal opened by `?name=open`). */
export function withoutParam(pathname: string, search: string, name: string): string {
  const params = new URLSearchParams(search);
  params.delete(name);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/** Where "Place bid" leads: the listing page with its bid modal open. */
export function bidHref(listingHref: string): string {
  return `${listingHref}?${BID_PARAM}=open`;
}

/** The login page that comes back to the open bid modal. */
export function bidLoginHref(listingHref: string): string {
  return `/login?from=${encodeURIComponent(bidHref(listingHref))}`;
}

export interface NavigationStateInput {
  /** `location.state` (anything another page put there). */
  state: unknown;
  pathname: string;
  search: string;
  listingHref: string;
  /** The login page the "Log in to bid" button uses (it comes back to the open bid modal). */
  loginHref: string;
  isAuction: boolean;
  auctionOpen: boolean;
  closed: boolean;
  isOwner: boolean;
  signedIn: boolean;
}

/** A replace navigation to make; `state` is what remains of the navigation state. */
export interface NavigationStateIntent {
  kind: 'bid' | 'login' | 'klarna';
  to: string;
  state: Record<string, unknown> | null;
}

const FLAGS = ['bidNow', 'showKlarna'] as const;

function record(state: unknown): Record<string, unknown> {
  return state !== null && typeof state === 'object' && !Array.isArray(state) ? (state as Record<string, unknown>) : {};
}

/**
 * What the flags ask for. `bidNow` counts only on an open auction for a visitor who may bid: a
 * signed-in non-owner gets the open bid modal, an anonymous visitor the login page that comes back to it; on a closed
 * or ended auction, for the owner or on a fixed-price listing nothing opens. `showKlarna` sets
 * `klarna=open` on the current URL (the shell's query-parameter modal). `bidNow` wins when both are set.
 */
export function navigationStateIntent(input: NavigationStateInput): NavigationStateIntent | null {
  const flags = record(input.state);
  const rest = Object.fromEntries(Object.entries(flags).filter(([key]) => !(FLAGS as readonly string[]).includes(key)));
  const remaining = Object.keys(rest).length > 0 ? rest : null;
  if (flags['bidNow'] === true && input.isAuction && input.auctionOpen && !input.closed && !input.isOwner) {
    return input.signedIn ? { kind: 'bid', to: bidHref(input.listingHref), state: null } : { kind: 'login', to: input.loginHref, state: null };
  }
  if (flags['showKlarna'] === true && new URLSearchParams(input.search).get('klarna') !== 'open') {
    return { kind: 'klarna', to: modalHref(input.pathname, input.search, 'klarna', true), state: remaining };
  }
  return null;
}
