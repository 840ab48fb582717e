/** The Asset Delivery API through the SDK's asset methods, as the web template loads its hosted configuration. */
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, sdkFor, startTestTwin } from './testing/harness';
import { DEFAULT_ASSETS_DIR, type RunningMarketplaceTwin } from './server';

let twin: RunningMarketplaceTwin;
beforeAll(async () => { twin = await startTestTwin(); });
afterAll(async () => { await twin.close(); });

const assetSdk = (t: RunningMarketplaceTwin, clientId?: string) => sdkFor(t, { assetCdnBaseUrl: t.url, ...(clientId ? { clientId } : {}) });

describe('Asset Delivery API', () => {
  it('answers several assets by the latest alias as jsonAsset resources with the version in meta', async () => {
    const sdk = assetSdk(twin);
    const res = await sdk.assetsByAlias({ paths: ['/listings/listing-types.json', '/listings/listing-fields.json', '/listings/missing.json'], alias: 'latest' });
    expect(res.status).toBe(200);
    const paths = res.data.data.map((a: any) => a.attributes.assetPath).sort();
    expect(paths).toEqual(['/listings/listing-fields.json', '/listings/listing-types.json']);
    expect(res.data.data.every((a: any) => a.type === 'jsonAsset')).toBe(true);
    const types = res.data.data.find((a: any) => a.attributes.assetPath === '/listings/listing-types.json').attributes.data;
    expect(types.listingTypes[0]).toMatchObject({ id: 'plant', transactionProcess: { name: 'default-purchase', alias: 'default-purchase/release-1' }, unitType: 'item' });
    expect(res.data.meta.version).toMatch(/^[\w-]{16}$/);
  });

  it('answers one asset as its data; the same version is readable by version; image references are included', async () => {
    const sdk = assetSdk(twin);
    const latest = await sdk.assetByAlias({ path: 'content/translations.json', alias: 'latest' });
    expect(latest.data.data['TopbarDesktop.createListing']).toBe('Sell a plant');
    const version = latest.data.meta.version as string;
    const page = await sdk.assetByVersion({ path: '/content/pages/landing-page.json', version });
    expect(page.data.data.sections.length).toBeGreaterThan(0);
    expect(page.data.meta.version).toBe(version);
    const branding = await sdk.assetsByVersion({ paths: ['design/branding.json', 'design/layout.json'], version });
    const logoRef = branding.data.data.find((a: any) => a.attributes.assetPath === '/design/branding.json').attributes.data.logo._ref;
    const logo = branding.data.included.find((i: any) => i.id === logoRef.id);
    expect(logo).toMatchObject({ type: 'imageAsset', attributes: { variants: { scaled: { width: 192, height: 48 } } } });
    const png = await fetch(logo.attributes.variants.scaled.url);
    expect(png.headers.get('content-type')).toBe('image/png');
  });

  it('unknown asset, alias, version or client id: 404', async () => {
    const sdk = assetSdk(twin);
    expect((await failure(sdk.assetByAlias({ path: 'content/nope.json', alias: 'latest' }))).status).toBe(404);
    expect((await failure(sdk.assetByAlias({ path: 'content/translations.json', alias: 'release-9' }))).status).toBe(404);
    expect((await failure(sdk.assetByVersion({ path: 'content/translations.json', version: 'no-such-version' }))).status).toBe(404);
    expect((await failure(assetSdk(twin, 'someone-else').assetByAlias({ path: 'content/translations.json', alias: 'latest' }))).status).toBe(404);
  });

  it('an edit of the files is a new latest version; the earlier version stays readable', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'twin-assets-'));
    cpSync(DEFAULT_ASSETS_DIR, dir, { recursive: true });
    const dbPath = join(dir, 'twin.db');
    const first = await startTestTwin({ dbPath, assetsDir: dir });
    const v1 = (await assetSdk(first).assetByAlias({ path: 'content/translations.json', alias: 'latest' })).data.meta.version;
    await first.close();
    writeFileSync(join(dir, 'content', 'translations.json'), JSON.stringify({ 'TopbarDesktop.createListing': 'List a plant' }));
    const second = await startTestTwin({ dbPath, assetsDir: dir });
    const sdk = assetSdk(second);
    const now = await sdk.assetByAlias({ path: 'content/translations.json', alias: 'latest' });
    expect(now.data.meta.version).not.toBe(v1);
    expect(now.data.data).toEqual({ 'TopbarDesktop.createListing': 'List a plant' });
    const old = await sdk.assetByVersion({ path: 'content/translations.json', version: v1 });
    expect(old.data.data['TopbarDesktop.createListing']).toBe('Sell a plant');
    await second.close();
  });
});
