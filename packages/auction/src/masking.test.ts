import { describe, expect, it } from 'vitest';
import { maskBidderName } from './masking';

describe('maskBidderName', () => {
  it('keeps the first 3 characters then 5 stars', () => {
    expect(maskBidderName('Alice')).toBe('Ali*****');
    expect(maskBidderName('Alexander the Great')).toBe('Ale*****');
  });

  it('uses 5 stars whatever the length', () => {
    expect(maskBidderName('Bob')).toBe('Bob*****');
    expect(maskBidderName('Al')).toBe('Al*****');
  });

  it('counts code points, trims, and handles empty names', () => {
    expect(maskBidderName('Zoë🌿plants')).toBe('Zoë*****');
    expect(maskBidderName('🌿🌿🌿🌿')).toBe('🌿🌿🌿*****');
    expect(maskBidderName('  Maria ')).toBe('Mar*****');
    expect(maskBidderName('')).toBe('*****');
    expect(maskBidderName(undefined)).toBe('*****');
  });
});
