/** The current user as the account pages read it (plain values only), and the forum configuration. */
import type { Entity } from '@variegata/marketplace-client/denormalise';
import { serverEnv } from '~/server/env.server';
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

type Profile = {
  firstName?: string;
  lastName?: string;
  displayName?: string;
  bio?: string | null;
  metadata?: Record<string, unknown>;
  protectedData?: Record<string, unknown>;
};

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function accountUser(user: Entity): AccountUser {
  const attributes = user.attributes as { email?: string; emailVerified?: boolean; profile?: Profile };
  const profile = attributes.profile ?? {};
  const image = user['profileImage'] as { attributes?: { variants?: Record<string, { url?: string } | undefined> } } | undefined;
  const variants = image?.attributes?.variants ?? {};
  const imageUrl = variants['square-small2x']?.url ?? variants['square-small']?.url ?? null;
  return {
    id: user.id.uuid,
    email: text(attributes.email),
    emailVerified: attributes.emailVerified === true,
    firstName: text(profile.firstName),
    lastName: text(profile.lastName),
    displayName: text(profile.displayName),
    bio: text(profile.bio),
    username: text(profile.metadata?.['username']),
    phoneNumber: text(profile.protectedData?.['phoneNumber']),
    profileImageUrl: imageUrl,
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
