import type { Meta, StoryObj } from '@storybook/react-vite';
import { TabLinks, Tabs } from './Tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Authentication',
    items: [
      { id: 'signup', label: 'Sign up', panel: <p>Create an account to buy and sell rare plants.</p> },
      { id: 'login', label: 'Log in', panel: <p>Welcome back. Log in with your email and password.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Panels: Story = {};
export const WithDisabledTab: Story = {
  args: {
    label: 'Listing',
    items: [
      { id: 'details', label: 'Details', panel: <p>Genus, species and care notes.</p> },
      { id: 'photos', label: 'Photos', panel: <p>Up to 10 photos.</p> },
      { id: 'shipping', label: 'Shipping', panel: <p>Shipping is set by plan.</p>, disabled: true },
    ],
  },
};
export const RouteLinks: Story = {
  render: () => (
    <TabLinks
      label="Account settings"
      items={[
        { href: '/account/contact-details', label: 'Contact details', current: true },
        { href: '/account/change-password', label: 'Password' },
        { href: '/account/payments', label: 'Payout details' },
        { href: '/account/payment-methods', label: 'Payment methods' },
      ]}
    />
  ),
};
export const InboxTabs: Story = {
  render: () => (
    <TabLinks
      label="Inbox"
      items={[
        { href: '/inbox/orders', label: 'Orders' },
        { href: '/inbox/sales', label: 'Sales', current: true, badge: 3 },
      ]}
    />
  ),
};
