import type { Meta, StoryObj } from '@storybook/react-vite';
import { Countdown } from './Countdown';

const meta = {
  title: 'Typography/Countdown',
  component: Countdown,
  args: { label: 'Ends in', parts: { days: 2, hours: 5, minutes: 3, seconds: 9 } },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {};
export const Boxes: Story = { args: { variant: 'boxes' } };
export const FinalMinutes: Story = { args: { variant: 'boxes', urgent: true, parts: { days: 0, hours: 0, minutes: 2, seconds: 41 } } };
export const Ended: Story = { args: { ended: true, endedLabel: 'Auction ended' } };
