import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No favorites yet',
    description: 'Tap the heart on a listing to keep track of plants you love.',
    action: <Button href="/s">Browse plants</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {};
export const TextOnly: Story = { args: { title: 'No messages', description: 'Orders and enquiries appear here.', action: undefined } };
