import type { Meta, StoryObj } from '@storybook/react-vite';
import { CARD_BRAND_ICONS, CARD_BRAND_LABELS, CardBrandIcon } from './CardBrandIcon';

const meta = {
  title: 'Payments/CardBrandIcon',
  component: CardBrandIcon,
  args: { brand: 'visa', size: 'md' },
} satisfies Meta<typeof CardBrandIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visa: Story = {};
export const AllBrands: Story = {
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 16, padding: 0, margin: 0, listStyle: 'none' }}>
      {CARD_BRAND_ICONS.map((brand) => (
        <li key={brand} style={{ display: 'grid', justifyItems: 'center', gap: 6, fontSize: 13 }}>
          <CardBrandIcon brand={brand} size="lg" decorative />
          {CARD_BRAND_LABELS[brand]}
        </li>
      ))}
    </ul>
  ),
};
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <CardBrandIcon brand="mastercard" size="sm" />
      <CardBrandIcon brand="mastercard" size="md" />
      <CardBrandIcon brand="mastercard" size="lg" />
    </div>
  ),
};
export const ProviderSpelling: Story = { name: 'Provider spelling (discover)', args: { brand: 'discover' } };
export const UnknownBrand: Story = { args: { brand: 'cartes_bancaires' } };
