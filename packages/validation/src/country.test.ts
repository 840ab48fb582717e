import { describe, expect, it } from 'vitest';
import {
  COUNTRY_INVALID_MESSAGE,
  COUNTRY_NOT_ALLOWED_MESSAGE,
  COUNTRY_REQUIRED_MESSAGE,
  COUNTRY_US_ONLY_MESSAGE,
  isAllowedCountry,
  isUsCountry,
  usOnlyCountrySchema,
  validateCountry,
} from './country';
import { validateWith } from './form';
import { formFailure } from './testing/form-failure';

describe('country', () => {
  it.each([undefined, ''])('is required: %j', (input) => {
    expect(validateCountry(input)).toEqual(formFailure(COUNTRY_REQUIRED_MESSAGE));
  });
  it('is required unless a default is given', () => {
    expect(validateCountry(undefined, { defaultCountry: 'US' })).toEqual({ success: true, output: 'US' });
  });
  it('upper-cases and needs a two-letter code', () => {
    expect(validateCountry(' gb ')).toEqual({ success: true, output: 'GB' });
    expect(validateCountry('USA')).toEqual(formFailure(COUNTRY_INVALID_MESSAGE));
  });
  it('restricts to an allowed list', () => {
    expect(validateCountry('FR', { allowed: ['US', 'CA'] })).toEqual(formFailure(COUNTRY_NOT_ALLOWED_MESSAGE));
    expect(validateCountry('ca', { allowed: ['US', 'CA'] })).toEqual({ success: true, output: 'CA' });
    expect(isAllowedCountry('us', ['US'])).toBe(true);
    expect(isAllowedCountry('MX', ['US'])).toBe(false);
  });
  it('has a US-only check', () => {
    expect(validateWith(usOnlyCountrySchema, 'CA')).toEqual(formFailure(COUNTRY_US_ONLY_MESSAGE));
    expect(validateWith(usOnlyCountrySchema, 'US').success).toBe(true);
    expect(isUsCountry(' us')).toBe(true);
    expect(isUsCountry('GB')).toBe(false);
  });
});
