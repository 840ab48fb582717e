import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE } from './email';
import { validateNewsletter } from './newsletter';

describe('newsletter', () => {
  it('needs a valid email; names are optional', () => {
    expect(validateNewsletter({ email: ' ann@example.com ' })).toEqual({
      success: true,
      output: { email: 'ann@example.com', firstName: '', lastName: '' },
    });
    expect(validateNewsletter({})).toEqual({ success: false, issues: { email: EMAIL_REQUIRED_MESSAGE } });
    expect(validateNewsletter({ email: 'ann' })).toEqual({ success: false, issues: { email: EMAIL_INVALID_MESSAGE } });
  });
});
