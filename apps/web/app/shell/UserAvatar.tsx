import { Avatar } from '@variegata/ui/Avatar';
import type { ShellUser } from '~/shell/root-data';

/** The signed-in user's picture, or their initials (the UI kit's Avatar). */
export function UserAvatar({ user, size = 40 }: { user: ShellUser; size?: 40 | 60 }) {
  return <Avatar name={user.displayName} initials={user.abbreviatedName || undefined} src={user.avatarUrl} size={size} decorative />;
}
