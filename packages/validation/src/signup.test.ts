import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE } from './email';
import { COUNTRY_REQUIRED_MESSAGE } from './country';
import { PASSWORD_TOO_LONG_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from './password';
import {
  FIRST_NAME_REQUIRED_MESSAGE,
  LAST_NAME_REQUIRED_MESSAGE,
  toSignupPayload,
  validateSignup,
  type SignupValues,
} from './signup';
import { USERNAME_REQUIRED_MESSAGE } from './username';

const valid = { email: 'ann@example.com', username: 'ann_lee', firstName: ' Ann ', lastName: ' Lee ', password: 'correct horse' };

describe('signup', () => {
  it('accepts a full form, trims names, defaults country to US and newsletter to false', () => {
    expect(validateSignup(valid)).toEqual({
      success: true,
      output: {
        email: 'ann@example.com',
        username: 'ann_lee',
        firstName: 'Ann',
        lastName: 'Lee',
        password: 'correct horse',
        country: 'US',
        hasAcceptedNewsletter: false,
        signedUpFrom: 'AuthPage',
      },
    });
  });

  it('reports the first message of every failing field', () => {
    expect(validateSignup({ email: 'nope', firstName: ' ', password: 'short' })).toEqual({
      success: false,
      issues: {
        email: EMAIL_INVALID_MESSAGE,
        username: USERNAME_REQUIRED_MESSAGE,
        firstName: FIRST_NAME_REQUIRED_MESSAGE,
        lastName: LAST_NAME_REQUIRED_MESSAGE,
        password: PASSWORD_TOO_SHORT_MESSAGE,
      },
    });
  });

  it('requires email', () => {
    const result = validateSignup({ ...valid, email: '' });
    expect(result.success ? undefined : result.issues.email).toBe(EMAIL_REQUIRED_MESSAGE);
  });

  it('limits the password length', () => {
    const result = validateSignup({ ...valid, password: 'x'.repeat(257) });
    expect(result.success ? undefined : result.issues.password).toBe(PASSWORD_TOO_LONG_MESSAGE);
  });

  it('requires a country when one is sent empty', () => {
    const result = validateSignup({ ...valid, country: '' });
    expect(result.success ? undefined : result.issues.country).toBe(COUNTRY_REQUIRED_MESSAGE);
  });

  it('keeps a chosen country and a checked newsletter box', () => {
    const result = validateSignup({ ...valid, country: 'ca', hasAcceptedNewsletter: 'on', signedUpFrom: 'StoredOrigin' });
    expect(result.success && result.output).toMatchObject({ country: 'CA', hasAcceptedNewsletter: true, signedUpFrom: 'StoredOrigin' });
  });

  it('with hidden names, does not require names and sends the username as both, from ArticlePage', () => {
    const result = validateSignup({ email: 'ann@example.com', username: 'ann_lee', password: 'correct horse' }, { hideNames: true });
    expect(result.success && result.output).toMatchObject({
      firstName: 'ann_lee',
      lastName: 'ann_lee',
      signedUpFrom: 'ArticlePage',
    });
  });
});

describe('toSignupPayload', () => {
  const values: SignupValues = {
    email: 'a@b.c',
    username: 'ann',
    password: 'password1',
    firstName: 'Ann',
    lastName: 'Lee',
    country: 'US',
    hasAcceptedNewsletter: true,
    signedUpFrom: 'AuthPage',
  };
  it('stores country and extra fields as protectedData', () => {
    expect(toSignupPayload(values, { phone: '1' })).toEqual({
      email: 'a@b.c',
      username: 'ann',
      password: 'password1',
      firstName: 'Ann',
      lastName: 'Lee',
      hasAcceptedNewsletter: true,
      signedUpFrom: 'AuthPage',
      protectedData: { phone: '1', country: 'US' },
    });
  });
  it('omits protectedData when there are no extra fields', () => {
    expect(toSignupPayload({ ...values, country: '' })).not.toHaveProperty('protectedData');
  });
});
