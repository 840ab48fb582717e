import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousViolations } from '../test/a11y';
import { MenuButton, type MenuEntry } from './Menu';

function setup(onLogout = vi.fn()) {
  const items: MenuEntry[] = [
    { kind: 'link', label: 'Profile', href: '/profile' },
    { kind: 'link', label: 'Payments', href: '/payments', current: true },
    { kind: 'action', label: 'Disabled thing', onSelect: () => {}, disabled: true },
    { kind: 'separator' },
    { kind: 'action', label: 'Log out', onSelect: onLogout },
  ];
  render(
    <div>
      <MenuButton label="Account" items={items} />
      <button type="button">Outside</button>
    </div>,
  );
  return { trigger: screen.getByRole('button', { name: 'Account' }), onLogout };
}

describe('MenuButton', () => {
  it('is a collapsed menu button until opened', () => {
    const { trigger } = setup();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on click with focus on the first item and marks the current entry', async () => {
    const { trigger } = setup();
    await userEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(trigger.getAttribute('aria-controls')).toBe(menu.id);
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(screen.getByRole('menuitem', { name: 'Payments' }).getAttribute('aria-current')).toBe('page');
  });

  it('arrows wrap and skip disabled items, Home/End jump, ArrowUp on the trigger opens on the last item', async () => {
    const { trigger } = setup();
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Log out' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Profile' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Log out' }));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Profile' }));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Log out' }));
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Payments' }));
  });

  it('type-ahead jumps to the next item starting with the typed letter', async () => {
    const { trigger } = setup();
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('l');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Log out' }));
  });

  it('Escape closes and returns focus to the trigger', async () => {
    const { trigger } = setup();
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('selecting an action calls onSelect, closes and refocuses the trigger; Enter works too', async () => {
    const { trigger, onLogout } = setup();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(2);
  });

  it('a click outside closes the menu', async () => {
    const { trigger } = setup();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Outside' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('has no serious accessibility violations when open', async () => {
    const { trigger } = setup();
    await userEvent.click(trigger);
    await expectNoSeriousViolations(document.body);
  });
});
