import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar';
import { Button } from './Button';
import { MobileMenu, type MobileMenuProps } from './MobileMenu';
import { OverlayTrigger } from './story-overlay-trigger';

function MobileMenuDemo(props: Omit<MobileMenuProps, 'open' | 'onClose'>) {
  return <OverlayTrigger label="Open menu">{(open, close) => <MobileMenu {...props} open={open} onClose={close} />}</OverlayTrigger>;
}

const shortcuts = [
  { href: '/s?meta_verified=true', label: 'Verified sellers' },
  { href: '/s?sort=auctions', label: 'Auctions' },
  { href: '?plantpay=open', label: 'Plant pay' },
  { href: '/editorials', label: 'Articles' },
  { href: '/gallery', label: 'Gallery' },
];

const meta = {
  title: 'Shell/MobileMenu',
  component: MobileMenuDemo,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile' } },
  args: {
    greeting: (
      <>
        <p><strong>Welcome to Variegata</strong></p>
        <p style={{ fontSize: 16 }}>
          <a href="/signup">Sign up</a> or <a href="/login">log in</a>
        </p>
      </>
    ),
    sections: [{ items: shortcuts }],
    footer: <Button href="/l/new" fullWidth>Create listing</Button>,
  },
} satisfies Meta<typeof MobileMenuDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {};
export const LoggedIn: Story = {
  args: {
    greeting: (
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Avatar name="Ana Lucia" size={60} decorative />
        <p><strong>Hello, Ana</strong></p>
      </div>
    ),
    sections: [
      { items: shortcuts },
      {
        title: 'Your account',
        items: [
          { href: '/u/ana', label: 'Your store' },
          { href: '/inbox/sales', label: 'Inbox', badge: 2 },
          { href: '/listings', label: 'Your listings' },
          { href: '/favorites', label: 'Favorites' },
          { href: '/profile-settings', label: 'Profile settings' },
          { href: '/account/contact-details', label: 'Account settings', current: true },
          { href: '/membership/portal', label: 'My subscription' },
          { label: 'Log out', onSelect: () => {}, tone: 'danger' },
        ],
      },
    ],
  },
};
