import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FORM_ISSUE_KEY, validateWith, validateWithAsync } from './form';

const schema = v.pipe(
  v.object({
    name: v.pipe(v.string('name must be text'), v.nonEmpty('first'), v.minLength(3, 'second')),
    nested: v.object({ city: v.pipe(v.string(), v.nonEmpty('city required')) }),
  }),
  v.check((input) => input.name !== 'bad', 'form level'),
);

describe('validateWith', () => {
  it('returns the output on success', () => {
    expect(validateWith(schema, { name: 'Ann', nested: { city: 'X' } })).toEqual({
      success: true,
      output: { name: 'Ann', nested: { city: 'X' } },
    });
  });

  it('keeps only the first message per field, keyed by dot path', () => {
    expect(validateWith(schema, { name: '', nested: { city: '' } })).toEqual({
      success: false,
      issues: { name: 'first', 'nested.city': 'city required' },
    });
  });

  it('reports whole-form issues under the form key', () => {
    expect(validateWith(schema, { name: 'bad', nested: { city: 'X' } })).toEqual({
      success: false,
      issues: { [FORM_ISSUE_KEY]: 'form level' },
    });
  });

  it('supports asynchronous checks', async () => {
    const taken = v.pipeAsync(v.string(), v.checkAsync(async (s) => s !== 'taken', 'in use'));
    expect(await validateWithAsync(taken, 'taken')).toEqual({ success: false, issues: { [FORM_ISSUE_KEY]: 'in use' } });
    expect(await validateWithAsync(taken, 'free')).toEqual({ success: true, output: 'free' });
  });
});
