import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousViolations } from '../test/a11y';
import { CookieNotice } from './CookieNotice';

describe('CookieNotice', () => {
  it('is a labelled region with the text, a learn-more link and an accept button calling onAccept', async () => {
    const onAccept = vi.fn();
    render(<CookieNotice onAccept={onAccept} learnMore={{ href: '/privacy', label: 'Privacy policy' }}>We use cookies.</CookieNotice>);
    const region = screen.getByRole('region', { name: 'Cookie notice' });
    expect(region.textContent).toContain('We use cookies.');
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy');
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('renders a POST form with hidden fields when given an action', () => {
    const { container } = render(<CookieNotice action="/api/cookies" hiddenFields={{ csrf: 'abc' }} acceptLabel="OK">Text</CookieNotice>);
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/api/cookies');
    expect((container.querySelector('input[name="csrf"]') as HTMLInputElement).value).toBe('abc');
    expect(screen.getByRole('button', { name: 'OK' }).getAttribute('type')).toBe('submit');
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(<CookieNotice onAccept={() => {}}>We use cookies.</CookieNotice>);
    await expectNoSeriousViolations(container);
  });
});
