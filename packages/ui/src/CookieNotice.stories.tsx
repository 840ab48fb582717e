import type { Meta, StoryObj } from '@storybook/react-vite';
import { CookieNotice } from './CookieNotice';
import { framed } from './story-frame';

const meta = {
  title: 'Shell/CookieNotice',
  component: CookieNotice,
  parameters: { layout: 'fullscreen' },
  args: {
    children: 'We use cookies to keep you logged in, remember your preferences and understand how the marketplace is used.',
    learnMore: { href: '/privacy', label: 'Privacy policy' },
    onAccept: () => {},
  },
  decorators: [framed({ minHeight: 200 })],
} satisfies Meta<typeof CookieNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AsForm: Story = { args: { onAccept: undefined, action: '/api/cookies', hiddenFields: { csrf: 'token' } } };
