import { useLocation } from '@remix-run/react';
import { Button } from '@variegata/ui/Button';
import { Link } from '@variegata/ui/Link';
import { TopBar as UiTopBar, TopBarNav } from '@variegata/ui/TopBar';
import { CREATE_LISTING_ITEM, desktopNavItems, inboxPath, type NavLocation } from '~/shell/nav';
import { modalHref } from '~/shell/modals';
import type { ShellData } from '~/shell/root-data';
import { mobileLogoHref } from '~/shell/routes';
import { KeywordSearch } from './KeywordSearch';
import { Logo } from './Logo';
import { loadWhenRendered } from './load-when-rendered';
import { intentGate } from './hydration-gate';

// Only signed-in members see the menu, on wide screens: its code (the UI kit's menu) comes when a
// member reaches for it (pointer over the trigger, focus, a press: held and replayed once it is
// there, even one made while the page is still hydrating), not with every page they open.
const UserMenu = loadWhenRendered(() => import('./UserMenu').then((m) => m.UserMenu), { hydrateWhen: intentGate });

/** Top bar (spec 1 §2.2) on the UI kit's TopBar: desktop navigation and user menu; mobile menu and search links. */
export function TopBar({ shell }: { shell: ShellData }) {
  const { pathname, search } = useLocation();
  const location: NavLocation = { pathname, search, route: shell.route };
  const user = shell.user;
  const nav = desktopNavItems(user, location).map((item) => ({ href: item.to, label: item.label, current: item.active === true }));
  const inbox = user ? [{ href: inboxPath(user.hasListings), label: 'Inbox', current: shell.route === 'InboxPage', ...(user.inboxBadge ? { badge: user.inboxBadge } : {}) }] : [];
  // With a forum configured, its unread private messages and notifications sit next to the inbox count.
  const forum = user?.forum
    ? [
        { href: user.forum.href, label: 'Forum messages', ...(user.forum.messages ? { badge: user.forum.messages } : {}) },
        { href: user.forum.href, label: 'Forum notifications', ...(user.forum.notifications ? { badge: user.forum.notifications } : {}) },
      ]
    : [];
  return (
    <UiTopBar
      logo={<Logo to="/" />}
      mobileLogo={<Logo to={mobileLogoHref(shell.route)} />}
      search={<KeywordSearch id="topbar-keywords" />}
      nav={<TopBarNav items={nav} />}
      actions={
        <>
          {inbox.length ? <TopBarNav items={[...inbox, ...forum]} label="Inbox" /> : null}
          <Button href={CREATE_LISTING_ITEM.to} size="sm">{CREATE_LISTING_ITEM.label}</Button>
        </>
      }
      userMenu={
        user ? (
          <UserMenu user={user} pathname={pathname} search={search} route={shell.route} />
        ) : (
          <span className="topbar-auth">
            <Link href="/signup" className="topbar-link">Sign up</Link>
            <Link href="/login" className="topbar-link">Log in</Link>
          </span>
        )
      }
      mobileMenuHref={modalHref(pathname, search, 'mobilemenu', true)}
      mobileSearchHref={modalHref(pathname, search, 'mobilesearch', true)}
      {...(user?.inboxBadge ? { mobileMenuNotice: `${user.inboxBadge} new in your inbox` } : {})}
    />
  );
}
