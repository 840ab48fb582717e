import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousViolations } from '../test/a11y';
import { Banner } from './Banner';

describe('Banner', () => {
  it('uses role alert for errors and status otherwise', () => {
    const { rerender } = render(<Banner tone="error" title="Payment failed" />);
    expect(screen.getByRole('alert').textContent).toContain('Payment failed');
    rerender(<Banner tone="success" title="Saved" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').className).toContain('vg-banner--success');
  });

  it('is dismissible only with onDismiss', async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Banner title="Hello" />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Banner title="Hello" onDismiss={onDismiss} dismissLabel="Close banner" />);
    await userEvent.click(screen.getByRole('button', { name: 'Close banner' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(
      <div>
        <Banner tone="warning" title="Verify" onDismiss={() => {}} actions={<a href="/x">Resend</a>}>Text</Banner>
        <Banner tone="error">Failed</Banner>
      </div>,
    );
    await expectNoSeriousViolations(container);
  });
});
