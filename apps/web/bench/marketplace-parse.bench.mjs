/**
 * What reading marketplace responses as typed entities costs the two busiest pages: the search
 * page's listings.query (48 cards with author, first image and stock) and the listing page's
 * listings.show (author with avatar, every image, stock). For each: the API call itself (loopback,
 * demo-seeded twin in this process), `included` denormalised alone, the full parse of
 * @variegata/marketplace-client (document checked, denormalised, every resource through its
 * schema), and the view model built from the parsed entities. Times in milliseconds per response.
 *
 *   pnpm --filter @variegata/web bench      (BENCH_PARSE_ROUNDS=300 by default)
 *
 * Figures are printed, not asserted. The site parses once per response it keeps: anonymous
 * listing reads and search results are cached already parsed.
 */
import { performance } from 'node:perf_hooks';
import flexSdk from 'sharetribe-flex-sdk';
import { DEFAULT_MARKETPLACE_CLIENT, startMarketplaceTwin } from '@variegata/twin-marketplace/server';
import { seedMarketplaceDemo } from '@variegata/twin-marketplace/seed';
import { denormalise } from '@variegata/marketplace-client/denormalise';
import { listingSchema, sparseListingSchema } from '@variegata/marketplace-client/listing-entity';
import { parseOne, parsePage } from '@variegata/marketplace-client/response-parse';
import { toCardData } from '../app/listing-cards/card-data';
import { LISTING_INCLUDE, LISTING_IMAGE_FIELDS } from '../app/listing/page.server';
import { toListingView } from '../app/listing/view';
import { CARD_LISTING_FIELDS, searchQueryParams } from '../app/search/search-query';
import { parseSearch } from '../app/search/search-state';
import { AVATAR_IMAGE_FIELDS } from '../app/shell/avatar';

const rounds = Number(process.env.BENCH_PARSE_ROUNDS ?? '300');

const twin = await startMarketplaceTwin({ dbPath: ':memory:', port: 0, scryptLogN: 10, timerIntervalMs: 3_600_000 });
await seedMarketplaceDemo(twin, { scryptLogN: 10 });
const sdk = flexSdk.createInstance({ clientId: DEFAULT_MARKETPLACE_CLIENT.clientId, baseUrl: twin.url, tokenStore: flexSdk.tokenStore.memoryStore() });
const { types } = flexSdk;

/** Mean milliseconds of `run` over `n` calls (after a few warm-up calls). */
async function mean(n, run) {
  for (let i = 0; i < Math.min(20, n); i += 1) await run();
  const start = performance.now();
  for (let i = 0; i < n; i += 1) await run();
  return (performance.now() - start) / n;
}

const search = searchQueryParams(parseSearch({}, new URLSearchParams('')));
const query = () => sdk.listings.query(search);
const queried = await query();
const firstId = queried.data.data[0].id.uuid;
const show = () => sdk.listings.show({ id: new types.UUID(firstId), include: [...LISTING_INCLUDE], 'fields.image': [...LISTING_IMAGE_FIELDS, ...AVATAR_IMAGE_FIELDS] });
const shown = await show();
const cards = sparseListingSchema(CARD_LISTING_FIELDS);

const rows = [
  {
    name: `search: listings.query (${queried.data.data.length} cards)`,
    call: await mean(30, query),
    denormalise: await mean(rounds, () => denormalise(queried.data.data, queried.data.included)),
    parse: await mean(rounds, () => parsePage(cards, queried, 'listings.query', 'listing')),
    view: await mean(rounds, () => parsePage(cards, queried, 'listings.query', 'listing').items.map(toCardData)),
  },
  {
    name: 'listing page: listings.show',
    call: await mean(30, show),
    denormalise: await mean(rounds, () => denormalise(shown.data.data, shown.data.included)),
    parse: await mean(rounds, () => parseOne(listingSchema, shown, 'listings.show', 'listing')),
    view: await mean(rounds, () => toListingView(parseOne(listingSchema, shown, 'listings.show', 'listing'), Date.now())),
  },
];

const ms = (n) => n.toFixed(3).padStart(9);
console.log(`\nReading marketplace responses as typed entities (mean ms per response, ${rounds} rounds)\n`);
console.log('response                              API call  denormalise    parse  parse+view  parse/call');
for (const r of rows) {
  console.log(`${r.name.padEnd(36)} ${ms(r.call)} ${ms(r.denormalise)}  ${ms(r.parse)}  ${ms(r.view)}  ${`${((r.parse / r.call) * 100).toFixed(1)}%`.padStart(9)}`);
}
await twin.close();
process.exit(0);
