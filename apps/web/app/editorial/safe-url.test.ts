import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeUrl } from './safe-url';

describe('safeUrl', () => {
  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['mailto:press@variegata.example', 'mailto:press@variegata.example'],
    ['/membership', '/membership'],
    ['#top', '#top'],
    ['javascript:alert(1)', null],
    [' JaVaScRiPt:alert(1)', null],
    ['//evil.example', null],
    ['vbscript:x', null],
    ['', null],
  ])('%s -> %s', (input, expected) => {
    expect(safeUrl(input)).toBe(expected);
  });

  it('never lets a non-http(s)/mailto scheme through (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/), fc.string(), (scheme, rest) => {
        fc.pre(!['http', 'https', 'mailto'].includes(scheme));
        expect(safeUrl(`${scheme}:${rest}`)).toBeNull();
      }),
    );
  });
});
