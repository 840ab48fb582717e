import type { ShellUser } from '~/lib/shell-root-data';

/** The signed-in user's picture, or their initials. */
export function UserAvatar({ user, size = 36 }: { user: ShellUser; size?: number }) {
  const style = { width: size, height: size };
  return user.avatarUrl ? (
    <img className="avatar" src={user.avatarUrl} alt="" style={style} />
  ) : (
    <span className="avatar avatar--initials" style={style} aria-hidden="true">{user.abbreviatedName || '?'}</span>
  );
}
