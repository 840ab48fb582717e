import { Banner } from '@variegata/ui/Banner';
import { buttonClassName } from '@variegata/ui/Button';
import type { ShellUser } from '~/shell/root-data';
import { LogoutButton } from './LogoutButton';

/** Shown when the only auth scope is user:limited (not on the search page). */
export function LimitedAccessBanner({ user }: { user: ShellUser | null }) {
  const name = user?.displayName || 'this user';
  return (
    <Banner tone="info" layout="page" className="limited-access" actions={<LogoutButton className={buttonClassName({ variant: 'secondary', size: 'sm' })} />}>
      You are logged in as {name} with limited access: some actions are not available.
    </Banner>
  );
}
