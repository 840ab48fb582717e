import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../test/a11y';
import { Avatar, initialsOf } from './Avatar';

describe('Avatar', () => {
  it('derives initials from the first and last word', () => {
    expect(initialsOf('Ana Lucia Ferreira')).toBe('AF');
    expect(initialsOf('  mike ')).toBe('M');
    expect(initialsOf('')).toBe('');
  });

  it('shows initials named by the user name, at the requested size', () => {
    const { container } = render(<Avatar name="Ana Ferreira" size={80} />);
    expect(screen.getByRole('img', { name: 'Ana Ferreira' }).textContent).toBe('AF');
    expect(container.firstElementChild?.className).toContain('vg-avatar--80');
  });

  it('prefers given initials and shows the image when there is one', () => {
    const { rerender, container } = render(<Avatar name="Ana Ferreira" initials="AL" />);
    expect(screen.getByRole('img', { name: 'Ana Ferreira' }).textContent).toBe('AL');
    rerender(<Avatar name="Ana Ferreira" src="/a.png" size={96} />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/a.png');
    expect(img?.getAttribute('width')).toBe('96');
  });

  it('shows a placeholder labelled "Deleted user" or "Banned user", never the image, name or link', () => {
    const { rerender, container } = render(<Avatar name="Ana" src="/a.png" status="deleted" href="/u/ana" />);
    expect(screen.getByRole('img', { name: 'Deleted user' })).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).not.toContain('A');
    rerender(<Avatar name="Ana" status="banned" />);
    expect(screen.getByRole('img', { name: 'Banned user' })).toBeTruthy();
  });

  it('links to the profile with the user name', () => {
    render(<Avatar name="Ana" href="/u/ana" />);
    expect(screen.getByRole('link', { name: 'Ana' }).getAttribute('href')).toBe('/u/ana');
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(
      <div>
        <Avatar name="Ana" />
        <Avatar name="Ana" src="/a.png" />
        <Avatar name="Ana" status="deleted" />
        <Avatar name="Ana" href="/u/ana" />
        <Avatar name="Ana" decorative />
      </div>,
    );
    await expectNoSeriousViolations(container);
  });
});
