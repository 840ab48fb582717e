import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../test/a11y';
import { clampProgress, ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('exposes value, min, max and the label', () => {
    render(<ProgressBar label="Uploading" value={42} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('42%');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('42%');
  });

  it('clamps out-of-range values and supports a custom max and value text', () => {
    expect(clampProgress(150, 100)).toBe(100);
    expect(clampProgress(-3, 100)).toBe(0);
    expect(clampProgress(Number.NaN, 100)).toBe(0);
    render(<ProgressBar label="Up" value={6} max={12} valueText="6 MB of 12 MB" />);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('6');
    expect(bar.getAttribute('aria-valuemax')).toBe('12');
    expect(bar.getAttribute('aria-valuetext')).toBe('6 MB of 12 MB');
    expect(screen.getByText('50%')).toBeTruthy();
  });

  it('has no aria-valuenow when indeterminate', () => {
    render(<ProgressBar label="Processing" value={null} />);
    expect(screen.getByRole('progressbar').hasAttribute('aria-valuenow')).toBe(false);
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(<div><ProgressBar label="Uploading" value={10} /><ProgressBar label="Hidden" hideLabel /></div>);
    await expectNoSeriousViolations(container);
  });
});
