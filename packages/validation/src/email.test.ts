import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE, emailField, isValidEmail, validateEmail } from './email';
import { validateWith } from './form';

describe('email', () => {
  it('accepts standard addresses and trims them', () => {
    expect(validateEmail(' ann.lee+plants@example.co.uk ')).toEqual({ success: true, output: 'ann.lee+plants@example.co.uk' });
    expect(isValidEmail('a@b')).toBe(true);
  });
  it('requires a value', () => {
    expect(validateEmail('')).toEqual({ success: false, issues: { _form: EMAIL_REQUIRED_MESSAGE } });
    expect(validateEmail(undefined)).toEqual({ success: false, issues: { _form: EMAIL_REQUIRED_MESSAGE } });
  });
  it.each(['plainaddress', 'a@', '@b.com', 'a b@c.com', 'a@b..com', 'a@-b.com', 'a@@b.com'])('rejects %s', (bad) => {
    expect(validateEmail(bad)).toEqual({ success: false, issues: { _form: EMAIL_INVALID_MESSAGE } });
  });
  it('takes custom messages', () => {
    expect(validateWith(emailField({ invalid: 'Bad' }), 'x')).toEqual({ success: false, issues: { _form: 'Bad' } });
  });
});
