import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkbox, integerInput, optionalText, requiredText } from './fields';
import { validateWith } from './form';

describe('requiredText', () => {
  const schema = requiredText('Name is required.');
  it('trims and requires non-blank text', () => {
    expect(v.parse(schema, '  Ann ')).toBe('Ann');
    expect(validateWith(schema, '   ')).toEqual({ success: false, issues: { _form: 'Name is required.' } });
    expect(validateWith(schema, undefined)).toEqual({ success: false, issues: { _form: 'Name is required.' } });
  });
  it('limits length to 256 by default', () => {
    expect(v.safeParse(schema, 'x'.repeat(256)).success).toBe(true);
    expect(v.safeParse(schema, 'x'.repeat(257)).success).toBe(false);
    expect(v.safeParse(requiredText('r', { max: 3 }), 'abcd').success).toBe(false);
  });
});

describe('optionalText', () => {
  it('gives an empty string when missing and trims', () => {
    expect(v.parse(optionalText(), undefined)).toBe('');
    expect(v.parse(optionalText(), ' a ')).toBe('a');
    expect(v.safeParse(optionalText({ max: 2 }), 'abc').success).toBe(false);
  });
});

describe('checkbox', () => {
  it('reads form checkbox values', () => {
    const schema = checkbox();
    expect(v.parse(schema, undefined)).toBe(false);
    expect(v.parse(schema, 'on')).toBe(true);
    expect(v.parse(schema, 'true')).toBe(true);
    expect(v.parse(schema, true)).toBe(true);
    expect(v.parse(schema, 'false')).toBe(false);
    expect(v.parse(schema, '')).toBe(false);
  });
});

describe('integerInput', () => {
  const schema = integerInput('Required', 'Whole number');
  it('parses integers from text and numbers', () => {
    expect(v.parse(schema, '3')).toBe(3);
    expect(v.parse(schema, ' 12 ')).toBe(12);
    expect(v.parse(schema, 4)).toBe(4);
  });
  it('requires a value', () => {
    expect(validateWith(schema, '')).toEqual({ success: false, issues: { _form: 'Required' } });
    expect(validateWith(schema, undefined)).toEqual({ success: false, issues: { _form: 'Required' } });
  });
  it('gives the default for a missing value when one is set', () => {
    expect(v.parse(integerInput('Required', 'Whole number', 1), undefined)).toBe(1);
    expect(v.parse(integerInput('Required', 'Whole number', 1), '')).toBe(1);
  });
  it('rejects fractions and non-numbers', () => {
    expect(validateWith(schema, '1.5')).toEqual({ success: false, issues: { _form: 'Whole number' } });
    expect(validateWith(schema, 1.5)).toEqual({ success: false, issues: { _form: 'Whole number' } });
    expect(validateWith(schema, '2abc')).toEqual({ success: false, issues: { _form: 'Whole number' } });
  });
});
