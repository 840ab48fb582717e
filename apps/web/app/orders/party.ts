/**
 * The other party of an order as its page shows them (spec 3 §2): name, picture and profile link,
 * or "Deleted user" / "Banned user" with a placeholder and no link; messaging a removed user is not
 * allowed.
 */
import type { User } from '@variegata/marketplace-client/user-entity';
import { AVATAR_STATUS_LABEL, type AvatarStatus } from '@variegata/ui/Avatar';

export interface PartyView {
  readonly id: string | null;
  readonly name: string;
  readonly status: AvatarStatus;
  /** Deleted or banned: shown as such, and not to be messaged. */
  readonly removed: boolean;
  readonly avatarUrl: string | null;
  readonly profileHref: string | null;
}

export function partyStatus(user: Pick<User, 'banned' | 'deleted'> | undefined): AvatarStatus {
  if (!user || user.deleted) return 'deleted';
  return user.banned ? 'banned' : 'active';
}

/** A user as a party of an order; a user the API left out counts as deleted. */
export function partyView(user: User | undefined): PartyView {
  const status = partyStatus(user);
  if (!user || status !== 'active') return { id: user?.id ?? null, name: AVATAR_STATUS_LABEL[status === 'active' ? 'deleted' : status], status, removed: true, avatarUrl: null, profileHref: null };
  const username = user.profile.metadata.username ?? '';
  const variants = user.profileImage?.variants ?? {};
  const avatar = variants['square-small2x'] ?? variants['square-small'];
  return {
    id: user.id,
    name: user.profile.displayName || username || 'Plant lover',
    status,
    removed: false,
    avatarUrl: avatar?.url ?? null,
    profileHref: username ? `/shop/${encodeURIComponent(username)}` : null,
  };
}
