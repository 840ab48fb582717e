import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousViolations } from '../test/a11y';
import { SmartBanner } from './SmartBanner';

describe('SmartBanner', () => {
  it('links to the store and dismisses', async () => {
    const onDismiss = vi.fn();
    render(<SmartBanner appName="Variegata" description="Bid from your phone" href="https://play.example/app" onDismiss={onDismiss} />);
    expect(screen.getByRole('complementary', { name: 'Get the Variegata app' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Variegata in the store' }).getAttribute('href')).toBe('https://play.example/app');
    await userEvent.click(screen.getByRole('button', { name: 'Close app banner' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(<SmartBanner appName="Variegata" href="https://play.example/app" onDismiss={() => {}} />);
    await expectNoSeriousViolations(container);
  });
});
