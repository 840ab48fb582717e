import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';
import { ErrorMessage } from './ErrorMessage';
import { framed } from './story-frame';

const meta = {
  title: 'Feedback/ErrorMessage',
  component: ErrorMessage,
  args: { children: 'The email and password you entered did not match our records. Please double-check and try again.' },
  decorators: [framed({ maxWidth: 520 })],
} satisfies Meta<typeof ErrorMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {};
export const InlineWithTitle: Story = {
  args: { title: 'Signup failed', children: 'An account with this email address already exists. Try logging in instead.' },
};
export const NotFoundPage: Story = {
  args: {
    variant: 'page',
    code: '404',
    title: 'We could not find that page',
    children: 'The plant may have found a new home. Try searching instead.',
    action: <Button href="/">Back to the front page</Button>,
  },
};
