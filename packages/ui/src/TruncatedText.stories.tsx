import type { Meta, StoryObj } from '@storybook/react-vite';
import { TruncatedText } from './TruncatedText';

const meta = {
  title: 'Typography/TruncatedText',
  component: TruncatedText,
  args: { text: 'Monstera deliciosa Thai Constellation, large rooted cutting' },
} satisfies Meta<typeof TruncatedText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Short: Story = { args: { text: 'Philodendron Pink Princess' } };
export const ReadMore: Story = {
  args: {
    variant: 'read-more',
    as: 'p',
    max: 120,
    keep: 120,
    text:
      'This Anthurium warocqueanum was grown from seed in our greenhouse and has been acclimated to household humidity for three months. It has four leaves, the newest 25 cm long, and a healthy root system. Ships in a heat pack when needed.',
  },
};
