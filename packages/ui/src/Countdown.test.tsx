import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../test/a11y';
import { Countdown, countdownText } from './Countdown';

describe('Countdown', () => {
  it('speaks the remaining time and leaves out zero days', () => {
    expect(countdownText({ days: 2, hours: 5, minutes: 1, seconds: 9 })).toBe('2 days 5 hours 1 minute 9 seconds');
    expect(countdownText({ days: 0, hours: 0, minutes: 2, seconds: 1 })).toBe('0 hours 2 minutes 1 second');
  });

  it('shows padded parts from props as a timer', () => {
    const { container } = render(<Countdown label="Ends in" parts={{ days: 0, hours: 1, minutes: 2, seconds: 3 }} endsAt="2026-11-21T10:00:00Z" urgent />);
    const timer = screen.getByRole('timer');
    expect(container.querySelector('.vg-countdown__parts')?.textContent).toBe('01h02m03s');
    expect(timer.textContent).toContain('Ends in');
    expect(timer.className).toContain('vg-countdown--urgent');
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-21T10:00:00Z');
  });

  it('shows the ended label instead of the time', () => {
    render(<Countdown parts={{ days: 0, hours: 0, minutes: 0, seconds: 0 }} ended endedLabel="Auction ended" label="Ends in" />);
    expect(screen.getByRole('timer').textContent).toBe('Auction ended');
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(<Countdown variant="boxes" parts={{ days: 1, hours: 2, minutes: 3, seconds: 4 }} />);
    await expectNoSeriousViolations(container);
  });
});
