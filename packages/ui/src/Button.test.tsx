import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousViolations } from '../test/a11y';
import { Button } from './Button';
import { LinkProvider } from './Link';

describe('Button', () => {
  it('renders a button of type button with variant and size classes and calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button variant="danger" size="sm" onClick={onClick}>Delete</Button>);
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('vg-button--danger');
    expect(button.className).toContain('vg-button--sm');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not call onClick while disabled', async () => {
    const onClick = vi.fn();
    render(<Button disabled onClick={onClick}>Buy</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows a spinner, announces the loading label and ignores clicks while loading', async () => {
    const onClick = vi.fn();
    render(<Button loading loadingLabel="Placing bid" onClick={onClick}>Place bid</Button>);
    const button = screen.getByRole('button');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toContain('Placing bid');
    expect(button.querySelector('.vg-spinner')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a link with href, and a link without href when disabled', () => {
    const { rerender } = render(<Button href="/l/new">Create listing</Button>);
    expect(screen.getByRole('link', { name: 'Create listing' }).getAttribute('href')).toBe('/l/new');
    rerender(<Button href="/l/new" disabled>Create listing</Button>);
    const link = screen.getByRole('link', { name: 'Create listing' });
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.getAttribute('aria-disabled')).toBe('true');
  });

  it('uses the router link from LinkProvider', () => {
    render(
      <LinkProvider render={({ href, ...props }) => <a data-router="yes" href={`/app${href}`} {...props} />}>
        <Button href="/search">Search</Button>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Search' });
    expect(link.getAttribute('data-router')).toBe('yes');
    expect(link.getAttribute('href')).toBe('/app/search');
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(
      <div>
        <Button>Save</Button>
        <Button loading>Save</Button>
        <Button href="/x" variant="ghost">Go</Button>
      </div>,
    );
    await expectNoSeriousViolations(container);
  });
});
