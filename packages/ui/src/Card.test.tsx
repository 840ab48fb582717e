import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../test/a11y';
import { Card } from './Card';

describe('Card', () => {
  it('renders a titled section with heading level, actions, body and footer', () => {
    const { container } = render(
      <Card title="Payout" headingLevel={3} actions={<button type="button">Edit</button>} footer="Foot">Body</Card>,
    );
    expect(container.firstElementChild?.tagName).toBe('SECTION');
    expect(screen.getByRole('heading', { level: 3, name: 'Payout' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(container.querySelector('.vg-card__body')?.textContent).toBe('Body');
    expect(container.querySelector('.vg-card__footer')?.textContent).toBe('Foot');
  });

  it('is a plain div without title and honours as/padding/tone', () => {
    const { container, rerender } = render(<Card>Body</Card>);
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(container.querySelector('.vg-card__header')).toBeNull();
    rerender(<Card as="article" padding="lg" tone="muted">Body</Card>);
    expect(container.firstElementChild?.tagName).toBe('ARTICLE');
    expect(container.firstElementChild?.className).toBe('vg-card vg-card--pad-lg vg-card--muted');
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(<Card title="T" footer={<button type="button">Save</button>}>x</Card>);
    await expectNoSeriousViolations(container);
  });
});
