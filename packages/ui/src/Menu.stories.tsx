import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar';
import { MenuButton } from './Menu';
import { framed } from './story-frame';

const meta = {
  title: 'Navigation/Menu',
  component: MenuButton,
  args: {
    label: 'Sort by',
    items: [
      { kind: 'action', label: 'Newest', onSelect: () => {} },
      { kind: 'action', label: 'Lowest price', onSelect: () => {} },
      { kind: 'action', label: 'Highest price', onSelect: () => {} },
      { kind: 'action', label: 'Ending soonest', onSelect: () => {} },
    ],
  },
  decorators: [framed({ minHeight: 360 })],
} satisfies Meta<typeof MenuButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Actions: Story = {};
export const UserMenu: Story = {
  args: {
    align: 'start',
    triggerLabel: 'Account menu for Ana Lucia',
    label: <Avatar name="Ana Lucia" size={40} />,
    header: <>Signed in as <strong>@ana.aroids</strong></>,
    items: [
      { kind: 'link', label: 'Your store', href: '/u/ana.aroids' },
      { kind: 'link', label: 'Your listings', href: '/listings' },
      { kind: 'link', label: 'Inbox', href: '/inbox/sales', badge: 2, textValue: 'Inbox' },
      { kind: 'link', label: 'Favorites', href: '/favorites' },
      { kind: 'separator' },
      { kind: 'link', label: 'Profile settings', href: '/profile-settings' },
      { kind: 'link', label: 'Account settings', href: '/account/contact-details', current: true },
      { kind: 'link', label: 'My subscription', href: '/membership/portal' },
      { kind: 'separator' },
      { kind: 'action', label: 'Log out', onSelect: () => {}, tone: 'danger' },
    ],
  },
};
