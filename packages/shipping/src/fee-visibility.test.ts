import { describe, expect, it } from 'vitest';
import { shippingFeeDisplay } from './fee-visibility';

describe('shipping fee visibility', () => {
  it('shows fees to signed-in users', () => {
    expect(shippingFeeDisplay({ isAuthenticated: true, currentPath: '/l/x/1' })).toEqual({ kind: 'fees' });
  });

  it('prompts visitors to sign up with a return path', () => {
    expect(shippingFeeDisplay({ isAuthenticated: false, currentPath: '/l/monstera/1' })).toEqual({
      kind: 'signupPrompt',
      path: '/signup',
      from: '/l/monstera/1',
    });
  });
});
