import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE } from './email';
import { PASSWORD_TOO_LONG_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from './password';
import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  NEW_PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_RESET_TOKEN_REQUIRED_MESSAGE,
  validatePasswordChange,
  validatePasswordRecovery,
  validatePasswordReset,
} from './password-pages';

describe('password change', () => {
  it.each([
    [
      'accepts both passwords',
      { currentPassword: 'old-secret', newPassword: 'new-secret' },
      { success: true, output: { currentPassword: 'old-secret', newPassword: 'new-secret' } },
    ],
    [
      'needs both passwords',
      {},
      { success: false, issues: { currentPassword: CURRENT_PASSWORD_REQUIRED_MESSAGE, newPassword: NEW_PASSWORD_REQUIRED_MESSAGE } },
    ],
    [
      'limits the length of both passwords',
      { currentPassword: 'short', newPassword: 'x'.repeat(257) },
      { success: false, issues: { currentPassword: PASSWORD_TOO_SHORT_MESSAGE, newPassword: PASSWORD_TOO_LONG_MESSAGE } },
    ],
  ])('%s', (_case, input, expected) => {
    expect(validatePasswordChange(input)).toEqual(expected);
  });
});

describe('password recovery', () => {
  it('needs a valid email', () => {
    expect(validatePasswordRecovery({ email: ' a@b.co ' })).toEqual({ success: true, output: { email: 'a@b.co' } });
    expect(validatePasswordRecovery({})).toEqual({ success: false, issues: { email: EMAIL_REQUIRED_MESSAGE } });
    expect(validatePasswordRecovery({ email: 'x' })).toEqual({ success: false, issues: { email: EMAIL_INVALID_MESSAGE } });
  });
});

describe('password reset', () => {
  it('needs email, token and a new password with limits', () => {
    expect(validatePasswordReset({ email: 'a@b.co', passwordResetToken: 'tok', newPassword: 'new-secret' }).success).toBe(true);
    expect(validatePasswordReset({ email: 'a@b.co', passwordResetToken: ' ', newPassword: 'short' })).toEqual({
      success: false,
      issues: { passwordResetToken: PASSWORD_RESET_TOKEN_REQUIRED_MESSAGE, newPassword: PASSWORD_TOO_SHORT_MESSAGE },
    });
    expect(validatePasswordReset({ passwordResetToken: 't', newPassword: 'new-secret' })).toEqual({
      success: false,
      issues: { email: EMAIL_REQUIRED_MESSAGE },
    });
  });
});
