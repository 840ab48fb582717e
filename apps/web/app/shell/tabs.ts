/**
 * The listings-management tab bar (spec 1 §2.1, spec 2 §2): your lives (sellers only),
 * your listings, profile settings, account settings.
 */
export function manageTabs(isSeller: boolean): { to: string; label: string }[] {
  return [
    ...(isSeller ? [{ to: '/my-lives', label: 'Your lives' }] : []),
    { to: '/listings', label: 'Your listings' },
    { to: '/profile-settings', label: 'Profile settings' },
    { to: '/account/contact-details', label: 'Account settings' },
  ];
}
