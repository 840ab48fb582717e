import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar';
import { Button } from './Button';
import { MenuButton } from './Menu';
import { SearchForm } from './SearchForm';
import { TopBar, TopBarNav } from './TopBar';
import { framed } from './story-frame';

const logo = (
  <a href="/" aria-label="Variegata home">
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d="M12 22C5 17 3 10 12 2c9 8 7 15 0 20z" fill="currentColor" />
      <path d="M12 22V9" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
    Variegata
  </a>
);

const search = (
  <SearchForm
    action="/s"
    placeholder="Search Monstera, Anthurium…"
    scopeOptions={[
      { value: 'monstera', label: 'Monstera' },
      { value: 'philodendron', label: 'Philodendron' },
      { value: 'anthurium', label: 'Anthurium' },
    ]}
  />
);

const nav = (
  <TopBarNav
    items={[
      { href: '/s?meta_verified=true', label: 'Verified sellers' },
      { href: '/s?sort=auctions', label: 'Auctions' },
      { href: '/editorials', label: 'Articles' },
      { href: '/inbox/sales', label: 'Inbox', badge: 2 },
    ]}
  />
);

const userMenu = (
  <MenuButton
    align="end"
    triggerLabel="Account menu"
    label={<Avatar name="Ana Lucia" size={40} decorative />}
    items={[
      { kind: 'link', label: 'Your listings', href: '/listings' },
      { kind: 'link', label: 'Profile settings', href: '/profile-settings' },
      { kind: 'link', label: 'Account settings', href: '/account/contact-details' },
      { kind: 'separator' },
      { kind: 'action', label: 'Log out', onSelect: () => {} },
    ]}
  />
);

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: {
    logo,
    search,
    nav,
    userMenu,
    actions: <Button href="/l/new" size="sm">Create listing</Button>,
    mobileMenuHref: '?mobilemenu=open',
    mobileSearchHref: '?mobilesearch=open',
  },
  decorators: [framed({ minHeight: 320 })],
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {};
export const LoggedOut: Story = {
  args: {
    nav: <TopBarNav items={[{ href: '/s?sort=auctions', label: 'Auctions' }, { href: '/editorials', label: 'Articles' }, { href: '/membership', label: 'Membership' }]} />,
    actions: undefined,
    userMenu: (
      <>
        <Button href="/signup" size="sm" variant="ghost">Sign up</Button>
        <Button href="/login" size="sm" variant="secondary">Log in</Button>
      </>
    ),
  },
};
export const MobileWithNotice: Story = {
  args: { mobileMenuNotice: '2 unread messages' },
  globals: { viewport: { value: 'mobile' } },
};
