import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';
import { framed } from './story-frame';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading profile image', value: 42 },
  decorators: [framed({ maxWidth: 420 })],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uploading: Story = {};
export const WithValueText: Story = { args: { value: 3.2, max: 12, valueText: '3.2 MB of 12 MB' } };
export const Complete: Story = { args: { value: 100, tone: 'success', label: 'Upload complete' } };
export const Indeterminate: Story = { args: { value: null, label: 'Processing image' } };
