import { describe, expect, it } from 'vitest';
import {
  EMAIL_CHANGE_PASSWORD_REQUIRED_MESSAGE,
  formatPhoneNumber,
  normalizePhoneNumber,
  validateContactDetails,
} from './contact-details';
import { EMAIL_INVALID_MESSAGE } from './email';

const options = { currentEmail: 'ann@example.com' };

describe('email change', () => {
  it('needs the current password when the email changes', () => {
    expect(validateContactDetails({ email: 'new@example.com' }, options)).toEqual({
      success: false,
      issues: { currentPassword: EMAIL_CHANGE_PASSWORD_REQUIRED_MESSAGE },
    });
    expect(validateContactDetails({ email: 'new@example.com', currentPassword: 'secret-pw' }, options)).toEqual({
      success: true,
      output: { email: 'new@example.com', emailChanged: true, currentPassword: 'secret-pw', phoneNumber: '' },
    });
  });
  it('does not need it when the email stays the same', () => {
    expect(validateContactDetails({ email: ' ANN@example.com ', phoneNumber: '555 123 4567' }, options)).toEqual({
      success: true,
      output: { email: 'ANN@example.com', emailChanged: false, currentPassword: '', phoneNumber: '5551234567' },
    });
  });
  it('still needs a valid email', () => {
    expect(validateContactDetails({ email: 'nope' }, options)).toEqual({ success: false, issues: { email: EMAIL_INVALID_MESSAGE } });
  });
});

describe('phone number', () => {
  it('is saved without spaces', () => {
    expect(normalizePhoneNumber(' +1 555\t123 4567 ')).toBe('+15551234567');
  });
  it.each([
    ['5551234567', '555 123 4567'], ['+15551234567', '+1 555 123 4567'], ['+442079460958', '+442 079 460 958'],
    ['1234567', '123 4567'], ['', ''],
  ])('is displayed grouped: %j as %j', (saved, shown) => {
    expect(formatPhoneNumber(saved)).toBe(shown);
  });
});
