import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../test/a11y';
import { TopBar, TopBarNav } from './TopBar';

function renderBar(extra: Partial<React.ComponentProps<typeof TopBar>> = {}) {
  return render(
    <TopBar
      logo={<a href="/">Variegata</a>}
      mobileLogo={<a href="/s">Variegata</a>}
      search={<form role="search"><input aria-label="Search plants" /></form>}
      nav={<TopBarNav items={[{ href: '/editorials', label: 'Articles' }, { href: '/inbox/sales', label: 'Inbox', current: true, badge: 3 }]} />}
      actions={<a href="/l/new">Create listing</a>}
      userMenu={<button type="button">Account</button>}
      mobileMenuHref="?mobilemenu=open"
      mobileSearchHref="?mobilesearch=open"
      {...extra}
    />,
  );
}

describe('TopBar', () => {
  it('renders a banner with every slot', () => {
    renderBar();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('search')).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Create listing' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Account' })).toBeTruthy();
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: /Inbox/ }).getAttribute('aria-current')).toBe('page');
  });

  it('mobile menu and search are links carrying the query parameters, with the mobile logo', () => {
    const { container } = renderBar({ mobileMenuNotice: '3 unread messages' });
    expect(screen.getByRole('link', { name: 'Open menu, 3 unread messages' }).getAttribute('href')).toBe('?mobilemenu=open');
    expect(screen.getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('?mobilesearch=open');
    expect(container.querySelector('.vg-topbar__logo--mobile a')?.getAttribute('href')).toBe('/s');
  });

  it('hides the mobile search without a link and falls back to the desktop logo', () => {
    const { container } = renderBar({ mobileSearchHref: undefined, mobileLogo: undefined });
    expect(screen.queryByRole('link', { name: 'Search' })).toBeNull();
    expect(container.querySelector('.vg-topbar__logo--mobile a')?.getAttribute('href')).toBe('/');
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderBar();
    await expectNoSeriousViolations(container);
  });
});
