import { describe, expect, it } from 'vitest';
import { highFetchPriority } from './fetch-priority';

describe('highFetchPriority', () => {
  it('gives the lower-case HTML attribute for a high-priority image and nothing otherwise', () => {
    expect(highFetchPriority(true)).toEqual({ fetchpriority: 'high' });
    expect(highFetchPriority(false)).toEqual({});
  });
});
