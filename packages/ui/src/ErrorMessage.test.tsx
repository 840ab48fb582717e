import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../test/a11y';
import { ErrorMessage } from './ErrorMessage';

describe('ErrorMessage', () => {
  it('inline errors are alerts with title and text', () => {
    render(<ErrorMessage title="Login failed">Bad password</ErrorMessage>);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Login failed');
    expect(alert.textContent).toContain('Bad password');
  });

  it('page errors have a heading, code and action and are not alerts', () => {
    render(<ErrorMessage variant="page" code="404" title="Not found" action={<a href="/">Home</a>}>Gone</ErrorMessage>);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Not found' })).toBeTruthy();
    expect(screen.getByText('404').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(
      <div>
        <ErrorMessage>Inline</ErrorMessage>
        <ErrorMessage variant="page" title="Oops" headingLevel={2}>Page</ErrorMessage>
      </div>,
    );
    await expectNoSeriousViolations(container);
  });
});
