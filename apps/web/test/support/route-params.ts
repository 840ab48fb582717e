/**
 * Path parameters that name real things of the full sandbox, per route: the seeded order and its
 * listing, a draft of the order's seller, that seller's shop, a running live sale, an article, a
 * story of the UI kit, an upload of the content service. Guard tests fill every route's path from here.
 */
import { readContent } from '@variegata/twin-strapi/content-files';
import { DEMO_PASSWORD } from '@variegata/twin-marketplace/seed';
import { sdkFor as twinSdk, types } from '@variegata/twin-marketplace/testing/harness';
import type { FullSandbox } from './full-sandbox';
import type { RouteFile } from './route-files';

export interface RouteParams {
  /** The value of `:name` in `route`'s path (undefined leaves an optional one out). */
  valueOf(route: RouteFile, name: string): string | undefined;
  /** A draft listing of the order's seller. */
  draftId: string;
}

export async function routeParams(sandbox: FullSandbox): Promise<RouteParams> {
  const tx = sandbox.transaction;
  const owner = twinSdk(sandbox.marketplace);
  await owner.login({ username: sandbox.emailOf(tx.providerId), password: DEMO_PASSWORD });
  const draftId = String((await owner.ownListings.createDraft({ title: 'Draft fern', description: 'Not published yet.', price: new types.Money(1500, 'USD') })).data.data.id.uuid);
  const articleSlug = String((readContent().articles[0] as { slug: string }).slug);
  // An upload of the content service (an article's pictures), for /media/uploads/{name}.
  const articles = await (await fetch(`${sandbox.strapi.url}/api/articles?populate=*&pagination[pageSize]=1`)).text();
  const upload = /\/uploads\/([\w.-]+\.(?:jpe?g|png))/.exec(articles)?.[1];
  if (!upload) throw new Error('The content twin has no seeded upload');
  const { findComponent } = await import('~/styleguide/styleguide');
  const button = findComponent('button')!;
  const values: Record<string, (route: RouteFile) => string | undefined> = {
    id: (route) => {
      if (route.name.startsWith('order.') || route.name.startsWith('sale.')) return tx.id;
      if (route.name.startsWith('shop.')) return undefined;
      return route.name === 'l.$slug.$id.$variant' ? draftId : tx.listingId;
    },
    slug: (route) => (route.name === '$slug' ? articleSlug : 'x'),
    variant: () => 'draft',
    type: () => 'edit',
    tab: (route) => (route.name.startsWith('inbox.') ? 'orders' : 'onestep'),
    returnURLType: () => 'success',
    liveId: () => sandbox.liveId,
    provider: () => 'facebook',
    pub_genus: () => 'monstera',
    pub_species: () => undefined,
    username: () => sandbox.usernameOf(tx.providerId),
    group: () => button.group.id,
    component: () => 'button',
    example: () => 'primary',
    name: () => upload,
    '*': () => 'no/such/page',
  };
  return { draftId, valueOf: (route, name) => values[name]?.(route) };
}
