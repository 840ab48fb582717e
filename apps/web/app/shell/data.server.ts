/**
 * What the root loader gives the page shell: the signed-in user's summary for the top
 * bar, and which notices show on this page. Anonymous visitors cost no network call
 * (auth info comes from the token cookie).
 */
import type { AppLoadContext } from '@remix-run/node';
import { isSubscriber } from '@variegata/membership/subscriber';
import type { Entity } from '@variegata/marketplace-client/denormalise';
import { authInfo, currentUser } from '~/server/marketplace.server';
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
}

export interface ShellData {
  readonly route: RouteName;
  readonly user: ShellUser | null;
  readonly cookieNotice: boolean;
  readonly reminder: ReminderKind | null;
  readonly limitedAccess: boolean;
  readonly smartBanner: boolean;
}

type Obj = Record<string, unknown>;
const obj = (value: unknown): Obj => (value && typeof value === 'object' ? (value as Obj) : {});
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function avatarOf(user: Entity): string | null {
  const variants = obj(obj(obj(user.profileImage).attributes).variants);
  return str(obj(variants['square-small2x']).url) || str(obj(variants['square-small']).url) || null;
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

  const attributes = obj(user.attributes);
  const profile = obj(attributes.profile);
  const privateData = obj(profile.privateData);
  const emailVerified = attributes.emailVerified === true;
  const hasPayoutAccount = attributes.stripeConnected === true || Boolean(user.stripeAccount);
  const hasListings = await safely(() => userHasListings(context), false);
  const needsOrders = !emailVerified && !hasListings;
  const hasOrders = needsOrders ? await safely(() => userHasOrders(context), false) : false;
  const badge = Number(privateData.badge ?? 0);
  return {
    ...base,
    user: {
      id: user.id.uuid,
      displayName: str(profile.displayName),
      firstName: str(profile.firstName),
      abbreviatedName: str(profile.abbreviatedName),
      username: str(obj(profile.metadata).username) || str(obj(profile.publicData).username) || null,
      email: str(attributes.email),
      avatarUrl: avatarOf(user),
      isSubscriber: isSubscriber({ stripeCustomerId: str(privateData.stripeCustomerId), membershipPlanId: str(privateData.membershipPlanId) }),
      hasListings,
      inboxBadge: Number.isFinite(badge) && badge > 0 ? badge : 0,
    },
    reminder: reminderFor({
      route, emailVerified, hasListings, hasOrders, hasPayoutAccount,
      seen: parseSeenReminders(context.cookies[REMINDER_SEEN_COOKIE]),
    }),
  };
}
