import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { sanitizeDeep, sanitizeText, sanitized } from './sanitize';

describe('sanitizeText', () => {
  it('replaces angle brackets with full-width lookalikes', () => {
    expect(sanitizeText('<script>alert(1)</script>')).toBe('＜script＞alert(1)＜/script＞');
    expect(sanitizeText('a < b > c')).toBe('a ＜ b ＞ c');
  });
  it('never leaves an angle bracket and keeps the length (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = sanitizeText(s);
        expect(out).not.toMatch(/[<>]/);
        expect(out.length).toBe(s.length);
        expect(sanitizeText(out)).toBe(out);
      }),
    );
  });
});

describe('sanitizeDeep', () => {
  it('sanitises strings in nested objects and arrays and keeps other values', () => {
    const date = new Date(0);
    const input = {
      title: '<b>Monstera</b>',
      publicData: { notes: ['<i>', 'ok'], count: 3, rooted: true, none: null },
      createdAt: date,
    };
    const out = sanitizeDeep(input);
    expect(out).toEqual({
      title: '＜b＞Monstera＜/b＞',
      publicData: { notes: ['＜i＞', 'ok'], count: 3, rooted: true, none: null },
      createdAt: date,
    });
    expect(out.createdAt).toBe(date);
    expect(input.title).toBe('<b>Monstera</b>');
  });
});

describe('sanitized action', () => {
  it('sanitises inside a schema', () => {
    expect(v.parse(v.pipe(v.string(), sanitized()), '<x>')).toBe('＜x＞');
  });
});
