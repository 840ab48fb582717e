import type { Meta, StoryObj } from '@storybook/react-vite';
import { SmartBanner } from './SmartBanner';

const meta = {
  title: 'Shell/SmartBanner',
  component: SmartBanner,
  parameters: { layout: 'fullscreen' },
  args: {
    appName: 'Variegata',
    description: 'Bid, sell and go live from your phone',
    href: 'https://play.google.com/store/apps/details?id=com.example.variegata',
    onDismiss: () => {},
  },
} satisfies Meta<typeof SmartBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Android: Story = {};
