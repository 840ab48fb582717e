import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';
import { Card } from './Card';
import { framed } from './story-frame';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    title: 'Payout details',
    description: 'Where we send your earnings.',
    children: <p style={{ margin: 0 }}>Bank account ending in 4242. Payouts arrive within 2 business days.</p>,
    actions: <Button size="sm" variant="secondary">Edit</Button>,
  },
  decorators: [framed({ maxWidth: 480 })],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};
export const WithFooter: Story = {
  args: { footer: <><Button variant="ghost" size="sm">Cancel</Button><Button size="sm">Save</Button></>, actions: undefined },
};
export const Muted: Story = { args: { tone: 'muted', title: undefined, description: undefined, actions: undefined } };
