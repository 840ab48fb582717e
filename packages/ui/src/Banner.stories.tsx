import type { Meta, StoryObj } from '@storybook/react-vite';
import { Banner } from './Banner';
import { Button } from './Button';

const meta = {
  title: 'Feedback/Banner',
  component: Banner,
  args: { tone: 'info', title: 'Shipping is calculated at checkout', children: 'Members get discounted flat-rate shipping on every order.' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Verify your email address',
    children: 'We sent a link to jane@example.com. Verify it before you set up payouts.',
    actions: <Button size="sm" variant="secondary">Resend email</Button>,
  },
};
export const Success: Story = { args: { tone: 'success', title: 'Saved', children: 'Your profile was updated.', onDismiss: () => {} } };
export const ErrorTone: Story = {
  name: 'Error',
  args: { tone: 'error', title: 'Payment failed', children: 'Your card was declined. Try another payment method.' },
};
export const LimitedAccess: Story = {
  args: {
    tone: 'warning',
    layout: 'page',
    title: undefined,
    children: 'Your account has limited access. You can browse, but buying and selling are turned off. Contact support to restore access.',
    onDismiss: () => {},
  },
};
