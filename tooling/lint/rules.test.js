// Each boundary rule fires on a small fixture that breaks it, and stays quiet on its allowed
// neighbour. Fixtures are linted as text under virtual paths (the rules are path based).
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { boundaryConfig } from './rules.js';

const root = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');
let eslint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: boundaryConfig() });
});

/** The errors (rule and message) of `code` linted as the file at `path` (relative to the repo root). */
async function errors(path, code) {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
  return result.messages.filter((m) => m.severity === 2).map((m) => ({ rule: m.ruleId, message: m.message }));
}

const breaks = (rule, text) => [expect.objectContaining({ rule, message: expect.stringContaining(text) })];

describe('the UI kit', () => {
  it('may not import a domain package', async () => {
    expect(await errors('packages/ui/src/Price.tsx', "import { money } from '@variegata/money/money';\nexport const p = money(1);"))
      .toEqual(breaks('no-restricted-imports', 'The UI kit imports no domain'));
    expect(await errors('packages/ui/src/Bid.tsx', "import { validateBid } from '@variegata/auction/rules';\nexport { validateBid };"))
      .toEqual(breaks('no-restricted-imports', 'The UI kit imports no domain'));
  });

  it('may import react and the base result package', async () => {
    expect(await errors('packages/ui/src/Ok.tsx', "import { useState } from 'react';\nimport { ok } from '@variegata/result/result';\nexport const x = [useState, ok];")).toEqual([]);
  });
});

describe('domain packages', () => {
  it('import only domain packages and result', async () => {
    expect(await errors('packages/shipping/src/cms.ts', "import { createEditorialClient } from '@variegata/editorial/client';\nexport { createEditorialClient };"))
      .toEqual(breaks('no-restricted-imports', 'A domain package imports only domain packages'));
    expect(await errors('packages/auction/src/twin.ts', "import { startStripeTwin } from '@variegata/twin-stripe/server';\nexport { startStripeTwin };"))
      .toEqual(breaks('no-restricted-imports', 'A domain package imports only domain packages'));
    expect(await errors('packages/shipping/src/fine.ts', "import { getPlan } from '@variegata/membership/plans';\nimport { ok } from '@variegata/result/result';\nimport * as v from 'valibot';\nexport const x = [getPlan, ok, v];")).toEqual([]);
  });

  it('keep money at the bottom', async () => {
    expect(await errors('packages/money/src/plan-price.ts', "import { getPlan } from '@variegata/membership/plans';\nexport { getPlan };"))
      .toEqual(breaks('no-restricted-imports', 'money is the bottom domain package'));
  });

  it('do no I/O: no Node built-ins, no fetch, no environment', async () => {
    expect(await errors('packages/money/src/rates.ts', "import { readFileSync } from 'node:fs';\nexport const r = readFileSync('x');"))
      .toEqual(breaks('no-restricted-imports', 'no Node built-ins'));
    for (const mod of ['fs', 'net', 'http', 'https', 'child_process', 'dgram', 'dns']) {
      expect(await errors('packages/validation/src/io.ts', `import x from '${mod}';\nexport { x };`)).toEqual(breaks('no-restricted-imports', 'no Node built-ins'));
    }
    expect(await errors('packages/auction/src/remote.ts', "export const load = () => fetch('https://example.test');"))
      .toEqual(breaks('no-restricted-globals', 'Domain packages are pure'));
    expect(await errors('packages/membership/src/env.ts', 'export const plan = process.env.PLAN;')).toEqual(
      expect.arrayContaining([expect.objectContaining({ rule: 'no-restricted-properties' }), expect.objectContaining({ rule: 'no-restricted-globals' })]),
    );
  });

  it('may use I/O in their tests', async () => {
    expect(await errors('packages/validation/src/purity.test.ts', "import { readFileSync } from 'node:fs';\nexport const r = readFileSync('x');")).toEqual([]);
  });
});

describe('packages and apps', () => {
  it('no package imports an app', async () => {
    expect(await errors('packages/twin-stripe/src/site.ts', "import { serverEnv } from '@variegata/web/app/env.server';\nexport { serverEnv };"))
      .toEqual(breaks('no-restricted-imports', 'No package imports an app'));
    expect(await errors('packages/editorial/src/site.ts', "import { serverEnv } from '../../../apps/web/app/env.server';\nexport { serverEnv };"))
      .toEqual(breaks('no-restricted-imports', 'No package imports an app'));
    expect(await errors('packages/twin-marketplace/src/site.test.ts', "import { x } from '@variegata/sandbox/src/twins';\nexport { x };"))
      .toEqual(breaks('no-restricted-imports', 'No package imports an app'));
  });

  it("runtime code of a package never imports a ./testing subpath; its tests may", async () => {
    expect(await errors('packages/editorial/src/live.ts', "import { startTestTwin } from '@variegata/twin-marketplace/testing/harness';\nexport { startTestTwin };"))
      .toEqual(breaks('no-restricted-imports', 'never imports a ./testing subpath'));
    expect(await errors('packages/marketplace-client/src/sdk.test.ts', "import { startTestTwin } from '@variegata/twin-marketplace/testing/harness';\nexport { startTestTwin };")).toEqual([]);
  });
});

describe("the site's runtime code", () => {
  it('never imports a twin or a ./testing subpath', async () => {
    expect(await errors('apps/web/app/checkout/payment.server.ts', "import { cardPageUrl } from '@variegata/twin-stripe/urls';\nexport { cardPageUrl };"))
      .toEqual(breaks('no-restricted-imports', 'The site never imports a twin'));
    expect(await errors('apps/web/app/plumbing/sdk.server.ts', "import { rejection } from '@variegata/twin-kit/testing/rejection';\nexport { rejection };"))
      .toEqual(expect.arrayContaining(breaks('no-restricted-imports', 'never imports a ./testing subpath')));
  });

  it("has no explicit any, and a disable comment does not switch the rule off", async () => {
    expect(await errors('apps/web/app/listing/listing.server.ts', 'export const sdk: any = null;')).toEqual(breaks('@typescript-eslint/no-explicit-any', 'Unexpected any'));
    expect(await errors('apps/web/app/listing/listing.server.ts', '// eslint-disable-next-line @typescript-eslint/no-explicit-any\nexport type Sdk = any;'))
      .toEqual(breaks('@typescript-eslint/no-explicit-any', 'Unexpected any'));
  });

  it('its tests may start twins and use any', async () => {
    expect(await errors('apps/web/app/listing/listing.test.ts', "import { startStripeTwin } from '@variegata/twin-stripe/server';\nexport const t: any = startStripeTwin;")).toEqual([]);
    expect(await errors('apps/web/test/support/twins.ts', "import { startStripeTwin } from '@variegata/twin-stripe/server';\nexport const t: any = startStripeTwin;")).toEqual([]);
  });
});

describe('process.env', () => {
  const readsEnv = breaks('no-restricted-properties', 'Only the env modules read process.env');

  it('is read by no runtime module but the env modules', async () => {
    expect(await errors('packages/twin-stripe/src/server.ts', 'export const key = process.env.STRIPE_SECRET_KEY;')).toEqual(readsEnv);
    expect(await errors('apps/web/app/listing/listing.server.ts', 'export const url = process.env.PUBLIC_BASE_URL;')).toEqual(readsEnv);
    expect(await errors('apps/sandbox/src/main.ts', 'export const port = process.env.PORT;')).toEqual(readsEnv);
    expect(await errors('packages/editorial/src/client.ts', 'const { env } = process;\nexport const token = env.STRAPI_API_TOKEN;')).toEqual(readsEnv);
    expect(await errors('packages/editorial/src/client.ts', "import { env } from 'node:process';\nexport const token = env.STRAPI_API_TOKEN;"))
      .toEqual(breaks('no-restricted-syntax', 'Only the env modules read process.env'));
  });

  it("is read by the site's and the sandbox's env modules, scripts, tests, benches and build configs", async () => {
    for (const path of [
      'apps/web/app/env.server.ts',
      'apps/web/app/plumbing/env.server.ts',
      'apps/sandbox/src/env.ts',
      'scripts/start.mjs',
      'apps/web/bench/ssr.bench.mjs',
      'apps/web/e2e/browser.ts',
      'apps/web/test/support/marketplace-twin.ts',
      'packages/twin-marketplace/src/smtp.test.ts',
      'apps/web/vite.config.ts',
      'apps/web/vitest.e2e.config.ts',
    ]) {
      expect({ path, errors: await errors(path, 'export const port = process.env.PORT;') }).toEqual({ path, errors: [] });
    }
  });
});
