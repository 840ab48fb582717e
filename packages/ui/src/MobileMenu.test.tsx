import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousViolations } from '../test/a11y';
import { MobileMenu } from './MobileMenu';

function renderMenu(onClose = vi.fn(), onLogout = vi.fn()) {
  render(
    <MobileMenu
      open
      onClose={onClose}
      greeting={<p><a href="/signup">Sign up</a> or <a href="/login">log in</a></p>}
      sections={[
        { items: [{ href: '/s?sort=auctions', label: 'Auctions' }, { href: '?plantpay=open', label: 'Plant pay' }] },
        { title: 'Your account', items: [{ href: '/account', label: 'Account settings', current: true }, { href: '/inbox/sales', label: 'Inbox', badge: 2 }, { label: 'Log out', onSelect: onLogout }] },
      ]}
      footer={<a href="/l/new">Create listing</a>}
    />,
  );
  return { onClose, onLogout };
}

describe('MobileMenu', () => {
  it('is a modal dialog named Menu with grouped links and the current page marked', () => {
    renderMenu();
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Account settings' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Plant pay' }).getAttribute('href')).toBe('?plantpay=open');
    expect(screen.getByRole('link', { name: 'Create listing' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Sign up' }));
  });

  it('close button and Escape call onClose; action items call onSelect', async () => {
    const { onClose, onLogout } = renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('has no serious accessibility violations', async () => {
    renderMenu();
    await expectNoSeriousViolations(document.body);
  });
});
