import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../test/a11y';
import { CARD_BRAND_ICONS, CardBrandIcon, cardBrandIconName } from './CardBrandIcon';

describe('CardBrandIcon', () => {
  it('maps the providers\' brand names to the eight icons, anything else to default', () => {
    expect(cardBrandIconName('visa')).toBe('visa');
    expect(cardBrandIconName('discover')).toBe('discovery');
    expect(cardBrandIconName('American Express')).toBe('amex');
    expect(cardBrandIconName(' MasterCard ')).toBe('mastercard');
    expect(cardBrandIconName('diners')).toBe('diners');
    expect(cardBrandIconName('unionpay')).toBe('unionpay');
    expect(cardBrandIconName('jcb')).toBe('jcb');
    expect(cardBrandIconName('cartes_bancaires')).toBe('default');
    expect(cardBrandIconName('')).toBe('default');
  });

  it('is an image named by its brand, sized by width with a card\'s 3:2 ratio', () => {
    const { container } = render(<CardBrandIcon brand="discover" size="lg" />);
    const icon = screen.getByRole('img', { name: 'Discover' });
    expect(icon.getAttribute('data-brand')).toBe('discovery');
    expect(icon.getAttribute('width')).toBe('64');
    expect(container.querySelector('svg')?.getAttribute('class')).toContain('vg-card-brand--discovery');
  });

  it('names an unknown brand "Card" and hides a decorative icon from assistive technology', () => {
    const { rerender, container } = render(<CardBrandIcon brand="elo" />);
    expect(screen.getByRole('img', { name: 'Card' })).toBeTruthy();
    rerender(<CardBrandIcon brand="visa" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws a different face for every icon, with no serious accessibility violations', async () => {
    const { container } = render(
      <div>
        {CARD_BRAND_ICONS.map((brand) => (
          <CardBrandIcon key={brand} brand={brand} />
        ))}
      </div>,
    );
    const faces = [...container.querySelectorAll('svg')].map((svg) => svg.innerHTML);
    expect(new Set(faces).size).toBe(CARD_BRAND_ICONS.length);
    await expectNoSeriousViolations(container);
  });
});
