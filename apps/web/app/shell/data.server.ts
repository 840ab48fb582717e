/**
 * What the root loader gives the page shell: the signed-in user's summary for the top
 * bar, and which notices show on this page. Anonymous visitors cost no network call
 * (auth info comes from the token cookie).
 */
import type { AppLoadContext } from '@remix-run/node';
import { isSubscriber } from '@variegata/membership/subscriber';
import { inboxBadgeCount } from '~/inbox/badge.server';
import { authInfo, currentUser } from '~/server/marketplace.server';
import { avatarUrl } from './avatar';
import { forumCounts, type ForumCounts } from './forum-counts.server';
import {
  parseSeenReminders, reminderFor, REMINDER_SEEN_COOKIE, showCookieNotice, showLimitedAccessBanner, showSmartBanner,
  type ReminderKind,
} from './banners';
import { routeNameOf, type RouteName } from './routes';
import { userHasListings, userHasOrders } from './user.server';

export interface ShellUser {
  readonly id: string;
  readonly displayName: string;
  readonly firstName: string;
  readonly abbreviatedName: string;
  readonly username: string | null;
  readonly email: string;
  readonly avatarUrl: string | null;
  readonly isSubscriber: boolean;
  readonly hasListings: boolean;
  readonly inboxBadge: number;
  /** Unread forum private messages and notifications, with a forum configured (spec 1 §3). */
  readonly forum: ForumCounts | null;
}

export interface ShellData {
  readonly route: RouteName;
  readonly user: ShellUser | null;
  readonly cookieNotice: boolean;
  readonly reminder: ReminderKind | null;
  readonly limitedAccess: boolean;
  readonly smartBanner: boolean;
}

async function safely<T>(load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch {
    return fallback;
  }
}

export async function shellData(request: Request, context: AppLoadContext): Promise<ShellData> {
  const url = new URL(request.url);
  const route = routeNameOf(url.pathname);
  const [info, user] = await Promise.all([authInfo(context), safely(() => currentUser(context), null)]);
  const base = {
    route,
    cookieNotice: showCookieNotice(context.cookies, url.searchParams),
    limitedAccess: showLimitedAccessBanner(info.scopes, route),
    smartBanner: showSmartBanner(request.headers.get('user-agent'), context.cookies),
  };
  if (!user) return { ...base, user: null, reminder: null };

  const { profile } = user;
  const { privateData } = profile;
  const emailVerified = user.emailVerified;
  const hasPayoutAccount = user.stripeConnected || Boolean(user.stripeAccount);
  const hasListings = await safely(() => userHasListings(context), false);
  const needsOrders = !emailVerified && !hasListings;
  const hasOrders = needsOrders ? await safely(() => userHasOrders(context), false) : false;
  const publicUsername = profile.publicData['username'];
  const username = profile.metadata.username || (typeof publicUsername === 'string' ? publicUsername : '') || null;
  const [badge, forum] = await Promise.all([safely(() => inboxBadgeCount(context, user.id), 0), forumCounts(username)]);
  return {
    ...base,
    user: {
      id: user.id,
      displayName: profile.displayName,
      firstName: profile.firstName,
      abbreviatedName: profile.abbreviatedName,
      username,
      email: user.email,
      avatarUrl: avatarUrl(user),
      isSubscriber: isSubscriber(privateData),
      hasListings,
      inboxBadge: badge > 0 ? badge : 0,
      forum,
    },
    reminder: reminderFor({
      route, emailVerified, hasListings, hasOrders, hasPayoutAccount,
      seen: parseSeenReminders(context.cookies[REMINDER_SEEN_COOKIE]),
    }),
  };
}
