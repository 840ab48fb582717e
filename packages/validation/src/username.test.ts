import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  USERNAME_CHARACTERS_MESSAGE,
  USERNAME_LAST_CHARACTER_MESSAGE,
  USERNAME_REQUIRED_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  USERNAME_TOO_LONG_MESSAGE,
  USERNAME_TOO_SHORT_MESSAGE,
  validateUsername,
  validateUsernameUnused,
} from './username';
import { formFailure } from './testing/form-failure';

describe('username', () => {
  it.each(['ann', 'a.b_c-d9', 'x'.repeat(20)])('accepts %j: 3 to 20 allowed characters ending with a letter or digit', (name) => {
    expect(validateUsername(name)).toEqual({ success: true, output: name });
  });
  it('is required', () => {
    expect(validateUsername('')).toEqual(formFailure(USERNAME_REQUIRED_MESSAGE));
    expect(validateUsername(undefined)).toEqual(formFailure(USERNAME_REQUIRED_MESSAGE));
  });
  it('has a length of 3 to 20', () => {
    expect(validateUsername('ab')).toEqual(formFailure(USERNAME_TOO_SHORT_MESSAGE));
    expect(validateUsername('x'.repeat(21))).toEqual(formFailure(USERNAME_TOO_LONG_MESSAGE));
  });
  it.each(['ann lee', 'ann!', 'ánn', 'a@b', 'a/b'])('rejects characters outside the allowed set: %s', (bad) => {
    expect(validateUsername(bad)).toEqual(formFailure(USERNAME_CHARACTERS_MESSAGE));
  });
  it.each(['ann_', 'ann.', 'ann-'])('must end with a letter or digit: %s', (bad) => {
    expect(validateUsername(bad)).toEqual(formFailure(USERNAME_LAST_CHARACTER_MESSAGE));
  });
  it('accepts exactly the described language (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 25 }), (s) => {
        const t = s.trim();
        const expected = t.length >= 3 && t.length <= 20 && /^[A-Za-z0-9_.-]*[A-Za-z0-9]$/.test(t);
        expect(validateUsername(s).success).toBe(expected);
      }),
    );
  });
});

describe('username unused check', () => {
  it('reports the spec text when the name is taken', async () => {
    expect(await validateUsernameUnused('taken', async () => false)).toEqual(formFailure(USERNAME_TAKEN_MESSAGE));
    expect(await validateUsernameUnused('free1', async () => true)).toEqual({ success: true, output: 'free1' });
  });
  it('does not look up malformed names', async () => {
    const lookup = vi.fn(async () => true);
    expect(await validateUsernameUnused('a', lookup)).toEqual(formFailure(USERNAME_TOO_SHORT_MESSAGE));
    expect(lookup).not.toHaveBeenCalled();
  });
});
