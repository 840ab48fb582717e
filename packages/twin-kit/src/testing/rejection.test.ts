import { describe, expect, it } from 'vitest';
import { rejection } from './rejection';

describe('rejection', () => {
  it('resolves with what the promise rejected with', async () => {
    const error = { status: 404 };
    expect(await rejection(Promise.reject(error))).toBe(error);
  });

  it('rejects when the promise fulfils', async () => {
    await expect(rejection(Promise.resolve('fine'))).rejects.toThrow('expected the call to fail');
  });
});
