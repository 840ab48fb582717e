import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../test/a11y';
import { Badge, CountBadge } from './Badge';

describe('Badge', () => {
  it('has default labels per variant and accepts custom text', () => {
    const { rerender, container } = render(<Badge variant="verified" />);
    expect(container.textContent).toBe('Verified');
    rerender(<Badge variant="international" />);
    expect(container.textContent).toBe('International seller');
    rerender(<Badge variant="member" />);
    expect(container.textContent).toBe('Member');
    rerender(<Badge variant="starter" />);
    expect(container.textContent).toBe('Starter');
    rerender(<Badge variant="plan">Premium</Badge>);
    expect(container.textContent).toBe('Premium');
    expect(container.firstElementChild?.className).toContain('vg-badge--plan');
  });
});

describe('CountBadge', () => {
  it('shows the count with an accessible label, caps at max and hides for zero', () => {
    const { rerender, container } = render(<CountBadge count={3} label="3 unread messages" />);
    expect(screen.getByText('3 unread messages').className).toBe('vg-visually-hidden');
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('3');
    rerender(<CountBadge count={150} label="150 unread" />);
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('99+');
    rerender(<CountBadge count={0} label="none" />);
    expect(container.innerHTML).toBe('');
  });
});

it('badges have no serious accessibility violations', async () => {
  const { container } = render(
    <p>
      <Badge variant="verified" /> <Badge variant="plan">Premium</Badge> <CountBadge count={2} label="2 unread" />
    </p>,
  );
  await expectNoSeriousViolations(container);
});
