import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../test/a11y';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows heading, description, action and a decorative icon', () => {
    const { container } = render(<EmptyState title="No favorites" headingLevel={3} description="Tap the heart" action={<a href="/s">Browse</a>} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No favorites' })).toBeTruthy();
    expect(screen.getByText('Tap the heart')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse' })).toBeTruthy();
    expect(container.querySelector('.vg-empty__icon')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(<EmptyState title="Nothing" />);
    await expectNoSeriousViolations(container);
  });
});
