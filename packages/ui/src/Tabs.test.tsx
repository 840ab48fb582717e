import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousViolations } from '../test/a11y';
import { nextIndex, TabLinks, Tabs } from './Tabs';

const items = [
  { id: 'a', label: 'Sign up', panel: <p>Sign up panel</p> },
  { id: 'b', label: 'Log in', panel: <p>Log in panel</p>, disabled: true },
  { id: 'c', label: 'Confirm', panel: <p>Confirm panel</p> },
];

describe('nextIndex', () => {
  it('wraps, skips disabled items and handles Home/End', () => {
    const enabled = [true, false, true];
    expect(nextIndex('ArrowRight', 0, enabled)).toBe(2);
    expect(nextIndex('ArrowRight', 2, enabled)).toBe(0);
    expect(nextIndex('ArrowLeft', 0, enabled)).toBe(2);
    expect(nextIndex('Home', 2, enabled)).toBe(0);
    expect(nextIndex('End', 0, enabled)).toBe(2);
    expect(nextIndex('ArrowDown', 0, enabled)).toBeNull();
    expect(nextIndex('ArrowDown', 0, enabled, 'vertical')).toBe(2);
    expect(nextIndex('a', 0, enabled)).toBeNull();
  });
});

describe('Tabs', () => {
  it('uses a roving tabindex and shows only the selected panel', () => {
    render(<Tabs label="Auth" items={items} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Sign up panel');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0]?.id);
  });

  it('arrow keys move focus and selection, skipping disabled tabs', async () => {
    const onSelect = vi.fn();
    render(<Tabs label="Auth" items={items} onSelect={onSelect} />);
    const tabs = screen.getAllByRole('tab');
    tabs[0]?.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs[2]);
    expect(onSelect).toHaveBeenLastCalledWith('c');
    expect(screen.getByRole('tabpanel').textContent).toBe('Confirm panel');
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(tabs[0]);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('is controllable', async () => {
    const onSelect = vi.fn();
    render(<Tabs label="Auth" items={items} selectedId="c" onSelect={onSelect} />);
    expect(screen.getByRole('tab', { name: 'Confirm' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: 'Sign up' }));
    expect(onSelect).toHaveBeenCalledWith('a');
    expect(screen.getByRole('tab', { name: 'Confirm' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('TabLinks', () => {
  it('renders a labelled nav with aria-current on the current link and arrow-key focus', async () => {
    render(
      <TabLinks
        label="Inbox"
        items={[
          { href: '/inbox/orders', label: 'Orders' },
          { href: '/inbox/sales', label: 'Sales', current: true, badge: 2 },
        ]}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Inbox' })).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links[1]?.getAttribute('aria-current')).toBe('page');
    expect(links[0]?.hasAttribute('aria-current')).toBe(false);
    links[0]?.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(links[1]);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(links[0]);
  });
});

it('tabs have no serious accessibility violations', async () => {
  const { container } = render(
    <div>
      <Tabs label="Auth" items={items} />
      <TabLinks label="Settings" items={[{ href: '/a', label: 'A', current: true }, { href: '/b', label: 'B' }]} />
    </div>,
  );
  await expectNoSeriousViolations(container);
});
