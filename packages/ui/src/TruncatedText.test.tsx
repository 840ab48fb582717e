import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../test/a11y';
import { TruncatedText, truncateText } from './TruncatedText';

describe('truncateText', () => {
  it('cuts text over 30 characters to 25 plus an ellipsis', () => {
    expect(truncateText('a'.repeat(30))).toBe('a'.repeat(30));
    expect(truncateText('a'.repeat(31))).toBe(`${'a'.repeat(25)}…`);
    expect(truncateText('Monstera deliciosa Thai Constellation')).toBe('Monstera deliciosa Thai C…');
  });

  it('supports other limits (300 for hero descriptions) and does not split emoji', () => {
    expect(truncateText('x'.repeat(301), { max: 300, keep: 300 })).toBe(`${'x'.repeat(300)}…`);
    expect(truncateText('🌿'.repeat(31))).toBe(`${'🌿'.repeat(25)}…`);
  });

  it('never returns more than keep characters plus the ellipsis', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 80 }), (s) => {
        const out = truncateText(s);
        if (Array.from(s).length <= 30) expect(out).toBe(s);
        else {
          expect(out.endsWith('…')).toBe(true);
          expect(Array.from(out).length).toBeLessThanOrEqual(26);
          expect(s.startsWith(out.slice(0, -1))).toBe(true);
        }
      }),
    );
  });
});

describe('TruncatedText', () => {
  it('plain variant shows the cut text with the full text as title', () => {
    render(<TruncatedText text="Monstera deliciosa Thai Constellation" />);
    const el = screen.getByText('Monstera deliciosa Thai C…');
    expect(el.getAttribute('title')).toBe('Monstera deliciosa Thai Constellation');
  });

  it('read-more toggles between cut and full text', async () => {
    render(<TruncatedText variant="read-more" text={'word '.repeat(20).trim()} />);
    const button = screen.getByRole('button', { name: 'Read more' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(screen.getByText('word '.repeat(20).trim())).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('read-more shows no button for short text', () => {
    render(<TruncatedText variant="read-more" text="short" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(<p><TruncatedText variant="read-more" text={'x'.repeat(40)} /></p>);
    await expectNoSeriousViolations(container);
  });
});
