import { describe, expect, it } from 'vitest';
import { validateWith } from './form';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  passwordField,
  validatePassword,
} from './password';
import { formFailure } from './testing/form-failure';

describe('password', () => {
  it('has limits 8 and 256', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(256);
  });
  it('is required', () => {
    expect(validatePassword('')).toEqual(formFailure(PASSWORD_REQUIRED_MESSAGE));
    expect(validatePassword(undefined)).toEqual(formFailure(PASSWORD_REQUIRED_MESSAGE));
  });
  it('needs at least 8 characters', () => {
    expect(validatePassword('1234567')).toEqual(formFailure(PASSWORD_TOO_SHORT_MESSAGE));
    expect(validatePassword('12345678')).toEqual({ success: true, output: '12345678' });
  });
  it('allows at most 256 characters', () => {
    expect(validatePassword('p'.repeat(256)).success).toBe(true);
    expect(validatePassword('p'.repeat(257))).toEqual(formFailure(PASSWORD_TOO_LONG_MESSAGE));
  });
  it('is not trimmed', () => {
    expect(validatePassword('  secret  ')).toEqual({ success: true, output: '  secret  ' });
    expect(validatePassword(' short ')).toEqual(formFailure(PASSWORD_TOO_SHORT_MESSAGE));
  });
  it('takes its own required message', () => {
    expect(validateWith(passwordField({ required: 'Current password is required.' }), '')).toEqual(
      formFailure('Current password is required.'),
    );
  });
});
