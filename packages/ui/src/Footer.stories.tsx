import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './Footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: (
      <>
        <a href="/" style={{ fontSize: 22, fontWeight: 800, textDecoration: 'none' }}>Variegata</a>
        <p style={{ margin: 0 }}>The marketplace for rare and variegated plants, from growers and collectors you can trust.</p>
      </>
    ),
    columns: [
      { title: 'Marketplace', links: [{ label: 'Search plants', href: '/s' }, { label: 'Auctions', href: '/s?sort=auctions' }, { label: 'Membership', href: '/membership' }] },
      { title: 'Community', links: [{ label: 'Articles', href: '/editorials' }, { label: 'Gallery', href: '/gallery' }, { label: 'Forum', href: 'https://forum.example.com', external: true }] },
      { title: 'Help', links: [{ label: 'About', href: '/about' }, { label: 'Contact', href: '/contact' }, { label: 'FAQ', href: '/faq' }] },
    ],
    social: [
      { label: 'Instagram', href: 'https://instagram.example.com/variegata', external: true },
      { label: 'YouTube', href: 'https://youtube.example.com/variegata', external: true },
    ],
    legal: '© 2026 Variegata. All rights reserved.',
    bottomLinks: [{ label: 'Terms of service', href: '/terms' }, { label: 'Privacy policy', href: '/privacy' }],
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Minimal: Story = { args: { brand: undefined, social: undefined, bottomLinks: undefined } };
