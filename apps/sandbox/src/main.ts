/**
 * `pnpm start` / `pnpm sandbox`: starts every twin (seeding .data/ on first start),
 * the sandbox index page, and (unless --twins-only) the site.
 * Flags: --reset (recreate .data/), --no-serve (seed and exit), --twins-only.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsCurrent, recordBuild, sourceFingerprint } from './build-fingerprint';
import { childEnv, sandboxConfig } from './env';
import { startIndexServer } from './index-page';
import { DEMO_PASSWORD, demoUsers } from '@variegata/twin-marketplace/seed-data';
import { startBanner } from './banner';
import { buildSite, siteAnswers, siteEnv, startSite } from './site';
import { resetData, startTwins } from './twins';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const config = sandboxConfig(process.argv.slice(2), root);

if (config.reset) {
  resetData(config);
  console.log(`[sandbox] removed ${config.dataDir}`);
}

const sandbox = await startTwins(config);
if (!config.serve) {
  await sandbox.close();
  console.log('[sandbox] data ready');
  process.exit(0);
}

const siteUrl = config.twinsOnly ? undefined : `http://${config.host}:${config.ports.web}`;
const index = await startIndexServer(
  { twins: () => sandbox.statuses(), identities: sandbox.identities, outbox: () => sandbox.outbox(), site: siteUrl, ...(sandbox.advanceClock ? { advanceClock: sandbox.advanceClock } : {}) },
  config.ports.index,
  config.host,
);

console.log('\n[sandbox] twins running:');
for (const twin of sandbox.statuses()) console.log(`  ${twin.name.padEnd(26)} ${twin.url}`);
console.log(`  ${'sandbox index and outbox'.padEnd(26)} ${index.url}`);

let site: ReturnType<typeof startSite> | undefined;
if (!config.twinsOnly) {
  if (!config.skipWebBuild) {
    const buildPath = join(root, 'apps', 'web', config.webBuildDir);
    const fingerprint = sourceFingerprint(root);
    if (buildIsCurrent(buildPath, fingerprint)) console.log('[sandbox] the site build is up to date: reusing it');
    else {
      buildSite(root, childEnv({ WEB_BUILD_DIR: config.webBuildDir }));
      recordBuild(buildPath, fingerprint);
    }
  }
  site = startSite(root, childEnv(siteEnv(config, sandbox.urls)));
  site.on('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`[sandbox] the site exited with code ${code}`);
  });
  void siteAnswers(siteUrl!).then(
    () => console.log(startBanner({ siteUrl: siteUrl!, outboxUrl: index.url, password: DEMO_PASSWORD, logins: demoUsers })),
    () => console.error(`[sandbox] the site did not answer at ${siteUrl}`),
  );
}

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  site?.kill('SIGTERM');
  index.server.close();
  await sandbox.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
