import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar';

const meta = {
  title: 'Identity/Avatar',
  component: Avatar,
  args: { name: 'Ana Lucia Ferreira', size: 60 },
  argTypes: { size: { control: 'inline-radio', options: [40, 60, 80, 96] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#2a6a4b"/><path d="M48 84C30 66 22 46 48 14c26 32 18 52 0 70z" fill="#cfe3d6"/><path d="M48 84V30" stroke="#1a4230" stroke-width="3"/></svg>',
  );

export const Initials: Story = {};
export const WithImage: Story = { args: { src: photo, name: 'Monstera Mike' } };
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Avatar name="Ana Lucia" size={40} />
      <Avatar name="Ana Lucia" size={60} />
      <Avatar name="Ana Lucia" size={80} />
      <Avatar name="Ana Lucia" size={96} src={photo} />
    </div>
  ),
};
export const Deleted: Story = { args: { status: 'deleted' } };
export const Banned: Story = { args: { status: 'banned' } };
export const AsLink: Story = { args: { href: '/u/ana.aroids', size: 40 } };
