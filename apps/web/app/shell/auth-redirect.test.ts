import { describe, expect, it } from 'vitest';
import { loginUrl, safeReturnPath, withHash } from './auth-redirect';

describe('auth redirects', () => {
  it('remembers the path and search of the refused request', () => {
    expect(loginUrl('http://127.0.0.1:3000/favorites?page=2')).toBe('/login?from=%2Ffavorites%3Fpage%3D2');
    expect(loginUrl('http://127.0.0.1:3000/l/a/b/draft', 'signup')).toBe('/signup?from=%2Fl%2Fa%2Fb%2Fdraft');
  });

  it('accepts only same-site return paths', () => {
    expect(safeReturnPath('/inbox/sales?x=1')).toBe('/inbox/sales?x=1');
    expect(safeReturnPath('//evil.test/x')).toBe('/');
    expect(safeReturnPath('/\\evil.test')).toBe('/');
    expect(safeReturnPath('https://evil.test')).toBe('/');
    expect(safeReturnPath(null, '/profile-settings')).toBe('/profile-settings');
  });

  it('puts the fragment back', () => {
    expect(withHash('/listings?page=2', '#top')).toBe('/listings?page=2#top');
    expect(withHash('/listings', '')).toBe('/listings');
    expect(withHash('/a#old', 'new')).toBe('/a#new');
  });
});
