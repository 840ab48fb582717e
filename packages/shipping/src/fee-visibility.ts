/**
 * Only a signed-in user sees shipping fees; others get a prompt to sign up that brings them back
 * (spec 3 §2, spec 2 §6).
 */
export type ShippingFeeDisplay =
  | { readonly kind: 'fees' }
  | { readonly kind: 'signupPrompt'; readonly path: '/signup'; readonly from: string };

export function shippingFeeDisplay(viewer: {
  readonly isAuthenticated: boolean;
  readonly currentPath: string;
}): ShippingFeeDisplay {
  return viewer.isAuthenticated ? { kind: 'fees' } : { kind: 'signupPrompt', path: '/signup', from: viewer.currentPath };
}
