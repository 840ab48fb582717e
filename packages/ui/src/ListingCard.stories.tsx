import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListingCard } from './ListingCard';
import { framed } from './story-frame';

const now = Date.UTC(2026, 10, 21, 12);
const image = (seed: string) => ({
  url: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#${seed}"/></svg>`)}`,
  width: 400,
  height: 400,
});

const meta = {
  title: 'Listings/ListingCard',
  component: ListingCard,
  args: { title: 'Monstera deliciosa Thai Constellation', href: '/l/monstera/1', price: '$120.00', image: image('3f8763'), subtitle: 'by greenhouse_jo' },
  decorators: [framed({ maxWidth: 280 })],
} satisfies Meta<typeof ListingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FixedPrice: Story = {};
export const WithBadges: Story = { args: { badges: ['verified', 'starter', 'international'] } };
export const Auction: Story = { args: { priceLabel: 'Current bid', auction: { endsAt: now + 2 * 86400000, now } } };
export const HotAuction: Story = { args: { priceLabel: 'Current bid', auction: { endsAt: now + 40 * 60000, now } } };
export const SoldOut: Story = { args: { soldOut: true } };
export const UnsupportedCurrency: Story = { args: { price: 'EUR' } };
export const LongWord: Story = { args: { title: 'Philodendronerubescenspinkprincess marble' } };
export const NoImage: Story = { args: { image: null } };
