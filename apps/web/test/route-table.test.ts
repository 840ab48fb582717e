/**
 * Every path of the route tables resolves to its route file with Remix's own flat-routes
 * convention and the router's matching; the catch-all /{slug} has the lowest priority
 * among single segments and the splat takes the rest.
 */
import { matchRoutes } from '@remix-run/react';
import { describe, expect, it } from 'vitest';
import { routeManifest } from './support/route-files';

type RouteObject = Parameters<typeof matchRoutes>[0][number];
// Remix's own flat-routes convention, as the build uses it.
const manifest = routeManifest();

function tree(parentId: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route.parentId === parentId)
    .map((route) => (route.index ? { id: route.id, index: true, path: route.path ?? '' } : { id: route.id, path: route.path ?? '', children: tree(route.id) }));
}
const routes: RouteObject[] = [{ id: 'root', path: '', children: tree('root') }];

function resolve(pathname: string): string | undefined {
  return matchRoutes(routes, pathname)?.at(-1)?.route.id;
}

const table: readonly [string, string][] = [
  ['/', 'routes/_index'],
  ['/live/abc', 'routes/live.$liveId'],
  ['/marketplace', 'routes/marketplace.($pub_genus).($pub_species)'],
  ['/marketplace/monstera', 'routes/marketplace.($pub_genus).($pub_species)'],
  ['/marketplace/monstera/thai-constellation', 'routes/marketplace.($pub_genus).($pub_species)'],
  ['/l', 'routes/l._index'],
  ['/l/new', 'routes/l.new'],
  ['/l/monstera/abc', 'routes/l.$slug.$id._index'],
  ['/l/monstera/abc/checkout', 'routes/l.$slug.$id.checkout'],
  ['/l/monstera/abc/draft', 'routes/l.$slug.$id.$variant'],
  ['/l/monstera/abc/edit/onestep', 'routes/l.$slug.$id.$type.$tab._index'],
  ['/l/monstera/abc/edit/onestep/return', 'routes/l.$slug.$id.$type.$tab.$returnURLType'],
  ['/l/abc', 'routes/l.$id'],
  ['/u', 'routes/u'],
  ['/shop/greenthumb', 'routes/shop.$username.($id)'],
  ['/shop/greenthumb/abc', 'routes/shop.$username.($id)'],
  ['/favorites', 'routes/favorites'],
  ['/profile-settings', 'routes/profile-settings'],
  ['/login', 'routes/login'],
  ['/signup', 'routes/signup'],
  ['/confirm', 'routes/confirm'],
  ['/recover-password', 'routes/recover-password'],
  ['/reset-password', 'routes/reset-password'],
  ['/verify-email', 'routes/verify-email'],
  ['/media/uploads/cover_1a2b.jpg', 'routes/media.uploads.$name'],
  ['/membership', 'routes/membership'],
  ['/membership-success', 'routes/membership-success'],
  ['/membership-customer-portal', 'routes/membership-customer-portal'],
  ['/inbox', 'routes/inbox._index'],
  ['/inbox/orders', 'routes/inbox.$tab'],
  ['/order/abc', 'routes/order.$id._index'],
  ['/order/abc/details', 'routes/order.$id.details'],
  ['/sale/abc', 'routes/sale.$id._index'],
  ['/sale/abc/details', 'routes/sale.$id.details'],
  ['/listings', 'routes/listings'],
  ['/my-lives', 'routes/my-lives'],
  ['/account', 'routes/account._index'],
  ['/account/contact-details', 'routes/account.contact-details'],
  ['/account/change-password', 'routes/account.change-password'],
  ['/account/payments', 'routes/account.payments._index'],
  ['/account/payments/success', 'routes/account.payments.$returnURLType'],
  ['/account/payment-methods', 'routes/account.payment-methods'],
  ['/styleguide', 'routes/styleguide._index'],
  ['/styleguide/g/actions', 'routes/styleguide.g.$group'],
  ['/styleguide/c/button', 'routes/styleguide.c.$component._index'],
  ['/styleguide/c/button/primary', 'routes/styleguide.c.$component.$example._index'],
  ['/styleguide/c/button/primary/raw', 'routes/styleguide.c.$component.$example.raw'],
  ['/lives', 'routes/lives'],
  ['/notfound', 'routes/notfound'],
  ['/editorials', 'routes/editorials'],
  ['/more-news', 'routes/more-news'],
  ['/logout', 'routes/logout'],
];

describe('route table', () => {
  it.each(table)('%s resolves to %s', (path, id) => {
    expect(resolve(path)).toBe(id);
  });

  it.each(['/terms', '/about', '/press', '/contact', '/gallery', '/some-article'])('the catch-all takes the single segment %s', (path) => {
    expect(resolve(path)).toBe('routes/$slug');
  });

  it('every static single-segment route wins over the catch-all', () => {
    const singles = table.filter(([path]) => /^\/[^/]+$/.test(path));
    expect(singles.length).toBeGreaterThan(15);
    for (const [path, id] of singles) expect(resolve(path), path).toBe(id);
  });

  it.each(['/a/b', '/l/a/b/c/d/e/f', '/account/nope/deeper', '/shop/a/b/c'])('unknown path %s falls to the 404 splat', (path) => {
    expect(resolve(path)).toBe('routes/$');
  });
});
