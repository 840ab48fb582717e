import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, CountBadge } from './Badge';

const meta = {
  title: 'Identity/Badge',
  component: Badge,
  args: { variant: 'verified' },
  argTypes: { variant: { control: 'select', options: ['verified', 'starter', 'international', 'member', 'plan', 'neutral'] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {};
export const Starter: Story = { args: { variant: 'starter' } };
export const International: Story = { args: { variant: 'international' } };
export const Member: Story = { args: { variant: 'member' } };
export const Plan: Story = { args: { variant: 'plan', children: 'Premium' } };
export const All: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
      <Badge variant="verified" />
      <Badge variant="starter" />
      <Badge variant="international" />
      <Badge variant="member" />
      <Badge variant="plan">Premium</Badge>
      <Badge>Auction</Badge>
      <Badge variant="verified" size="sm" />
      <CountBadge count={3} label="3 unread messages" />
      <CountBadge count={120} label="120 unread messages" />
    </div>
  ),
};
