import type { ShellUser } from '~/lib/shell-root-data';
import { LogoutButton } from './LogoutButton';

/** Shown when the only auth scope is user:limited (not on the search page). */
export function LimitedAccessBanner({ user }: { user: ShellUser | null }) {
  const name = user?.displayName || 'this user';
  return (
    <section className="limited-access" role="status">
      <p>You are logged in as {name} with limited access: some actions are not available.</p>
      <LogoutButton className="button button--small button--ghost-inverse" />
    </section>
  );
}
