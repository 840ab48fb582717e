/**
 * The marketplace twin for route tests: started on port 0 (in-memory SQLite), optionally with the
 * demo seed, and the site's environment pointed at it before the site first reads it.
 */
import { startTestTwin } from '@variegata/twin-marketplace/testing/harness';
import { DEFAULT_INTEGRATION_CLIENT, DEFAULT_MARKETPLACE_CLIENT, type RunningMarketplaceTwin } from '@variegata/twin-marketplace/server';
import { seedMarketplaceDemo, type DemoSeedResult } from '@variegata/twin-marketplace/seed';

/** A Strapi URL nothing answers on (the discard port): pages that read editorial content get none. */
export const NO_STRAPI_URL = 'http://127.0.0.1:9/api';

/** Points the site's Marketplace SDK and Integration API (with the twin's clients) at `twin`, plus `extraEnv`. */
export function pointSiteAt(twin: RunningMarketplaceTwin, extraEnv: Record<string, string> = {}): void {
  Object.assign(process.env, {
    SHARETRIBE_SDK_BASE_URL: twin.url,
    SHARETRIBE_SDK_CLIENT_ID: DEFAULT_MARKETPLACE_CLIENT.clientId,
    SHARETRIBE_SDK_CLIENT_SECRET: DEFAULT_MARKETPLACE_CLIENT.clientSecret,
    SHARETRIBE_INTEGRATION_BASE_URL: twin.url,
    SHARETRIBE_INTEGRATION_CLIENT_ID: DEFAULT_INTEGRATION_CLIENT.clientId,
    SHARETRIBE_INTEGRATION_CLIENT_SECRET: DEFAULT_INTEGRATION_CLIENT.clientSecret,
    ...extraEnv,
  });
}

export interface SeededMarketplace {
  twin: RunningMarketplaceTwin;
  seed: DemoSeedResult;
}

/** A twin with the demo seed (`listings` listings), the site pointed at it and at no Strapi (plus `extraEnv`). */
export async function startSeededMarketplace(listings: number, extraEnv: Record<string, string> = {}): Promise<SeededMarketplace> {
  const twin = await startTestTwin();
  const seed = await seedMarketplaceDemo(twin, { listings });
  pointSiteAt(twin, { STRAPI_URL: NO_STRAPI_URL, ...extraEnv });
  return { twin, seed };
}
