import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../test/a11y';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status with a readable label', () => {
    render(<Spinner label="Loading listings" size="lg" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading listings');
    expect(status.querySelector('.vg-spinner--lg')).not.toBeNull();
  });

  it('defaults the label to Loading and can be decorative', () => {
    const { rerender, container } = render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
    rerender(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(<Spinner />);
    await expectNoSeriousViolations(container);
  });
});
