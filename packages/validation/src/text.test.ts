import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ENQUIRY_MESSAGE_REQUIRED_MESSAGE, TEXTAREA_MAX_LENGTH, TEXTAREA_TOO_LONG_MESSAGE, textareaField, validateEnquiry } from './text';

describe('textarea', () => {
  it('allows at most 5000 characters', () => {
    expect(TEXTAREA_MAX_LENGTH).toBe(5000);
    const schema = textareaField();
    expect(v.safeParse(schema, 'x'.repeat(5000)).success).toBe(true);
    const result = v.safeParse(schema, 'x'.repeat(5001));
    expect(result.issues?.[0]?.message).toBe(TEXTAREA_TOO_LONG_MESSAGE);
  });
  it('is optional unless required', () => {
    expect(v.parse(textareaField(), undefined)).toBe('');
    expect(v.safeParse(textareaField({ required: 'Required' }), ' ').success).toBe(false);
  });
});

describe('enquiry', () => {
  it('requires a message and trims it', () => {
    expect(validateEnquiry({ message: '  Is it rooted?\n ' })).toEqual({ success: true, output: { message: 'Is it rooted?' } });
    expect(validateEnquiry({ message: ' \n ' })).toEqual({ success: false, issues: { message: ENQUIRY_MESSAGE_REQUIRED_MESSAGE } });
    expect(validateEnquiry({})).toEqual({ success: false, issues: { message: ENQUIRY_MESSAGE_REQUIRED_MESSAGE } });
  });
  it('limits the message to 5000 characters', () => {
    expect(validateEnquiry({ message: 'x'.repeat(5001) })).toEqual({ success: false, issues: { message: TEXTAREA_TOO_LONG_MESSAGE } });
  });
});
