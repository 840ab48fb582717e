import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar';
import { FieldFile } from './FieldFile';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Forms/FieldFile',
  component: FieldFile,
  args: {
    id: 'profile-image',
    name: 'image',
    label: 'Profile image',
    accept: 'image/jpeg,image/gif,image/png',
    hint: 'JPG, GIF or PNG, at most 20 MB.',
    buttonLabel: 'Choose image',
    preview: <Avatar name="Ana Lucia" size={80} decorative />,
  },
} satisfies Meta<typeof FieldFile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProfileImage: Story = {};
export const WithError: Story = { args: { error: 'The image is larger than 20 MB.' } };
export const Uploading: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <FieldFile {...args} />
      <ProgressBar label="Uploading profile image" value={64} />
    </div>
  ),
};
