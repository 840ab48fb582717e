import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../test/a11y';
import { Footer } from './Footer';

const columns = [
  { title: 'Marketplace', links: [{ label: 'Search', href: '/s' }, { label: 'Membership', href: '/membership' }] },
  { title: 'Community', links: [{ label: 'Forum', href: 'https://forum.example.com', external: true }] },
];

describe('Footer', () => {
  it('renders the link columns from props with headings', () => {
    render(<Footer columns={columns} legal="© 2026 Variegata" bottomLinks={[{ label: 'Terms', href: '/terms' }]} />);
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Marketplace', 'Community']);
    expect(within(nav).getByRole('link', { name: 'Membership' }).getAttribute('href')).toBe('/membership');
    expect(within(footer).getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms');
    expect(footer.textContent).toContain('© 2026 Variegata');
  });

  it('external links open a new tab safely and say so', () => {
    render(<Footer columns={columns} />);
    const forum = screen.getByRole('link', { name: 'Forum (opens in a new tab)' });
    expect(forum.getAttribute('target')).toBe('_blank');
    expect(forum.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(<Footer brand={<p>Variegata</p>} columns={columns} social={[{ label: 'Instagram', href: 'https://i.example.com', external: true }]} legal="©" />);
    await expectNoSeriousViolations(container);
  });
});
