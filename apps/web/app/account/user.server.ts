/** The current user as the account pages read it (plain values only), and the forum configuration. */
import type { CurrentUser } from '@variegata/marketplace-client/current-user-entity';
import { serverEnv } from '~/server/env.server';
import { avatarUrl } from '~/shell/avatar';
import type { ForumConfig, SsoUser } from './sso.server';

export interface AccountUser {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  displayName: string;
  bio: string;
  username: string;
  phoneNumber: string;
  profileImageUrl: string | null;
}

export function accountUser(user: CurrentUser): AccountUser {
  const { profile } = user;
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    firstName: profile.firstName,
    lastName: profile.lastName,
    displayName: profile.displayName,
    bio: profile.bio ?? '',
    username: profile.metadata.username ?? '',
    phoneNumber: profile.protectedData.phoneNumber ?? '',
    profileImageUrl: avatarUrl(user),
  };
}

export function ssoUser(user: AccountUser): SsoUser {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    username: user.username || undefined,
    name: `${user.firstName} ${user.lastName}`.trim() || undefined,
    avatarUrl: user.profileImageUrl ?? undefined,
  };
}

export function forumConfig(): ForumConfig | null {
  const env = serverEnv();
  return env.DISCOURSE_URL && env.DISCOURSE_SSO_SECRET ? { url: env.DISCOURSE_URL, secret: env.DISCOURSE_SSO_SECRET } : null;
}
