// Makes a fresh machine with only Node 20 and npm ready: installs the pinned pnpm
// when missing, then installs the workspace (frozen lockfile in CI), both skipped when
// node_modules already holds an install of the same lockfile and manifests. Used by the
// README's two commands (npm start, npm test) before they do their real work.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installIsCurrent, recordInstall } from './install-state.mjs';

export const PNPM_VERSION = '10.34.9';

function pnpmVersion() {
  const r = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

export function ensurePnpm() {
  const found = pnpmVersion();
  if (found && found.startsWith('10.')) return;
  console.log(`[bootstrap] installing pnpm@${PNPM_VERSION} with npm`);
  execFileSync('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
}

/**
 * Where this Node's C headers are (the prefix of the running node, e.g. /usr for Debian's), so
 * node-gyp builds native packages (better-sqlite3) against them instead of downloading headers.
 * Given to installs as `npm_config_nodedir` in their environment: a `nodedir` key in .npmrc makes
 * npm warn on every command.
 */
export function nodeHeadersEnv(env = process.env) {
  if (env.npm_config_nodedir) return {};
  const prefix = dirname(dirname(process.execPath));
  return existsSync(join(prefix, 'include', 'node', 'node.h')) ? { npm_config_nodedir: prefix } : {};
}

const root = fileURLToPath(new URL('../', import.meta.url));

/** Installs the workspace, unless node_modules already holds an install of the same lockfile and manifests. */
export function installWorkspace() {
  if (installIsCurrent(root)) return;
  const args = ['install'];
  if (process.env.CI) args.push('--frozen-lockfile');
  console.log(`[bootstrap] pnpm ${args.join(' ')}`);
  execFileSync('pnpm', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...nodeHeadersEnv() } });
  recordInstall(root);
}

export function bootstrap() {
  // An install that is current needs pnpm already: the check for it is skipped too.
  if (process.env.VARIEGATA_SKIP_INSTALL === '1' || installIsCurrent(root)) return;
  ensurePnpm();
  installWorkspace();
}

/**
 * Runs the sandbox (apps/sandbox's `start` script) with `args`: straight with Node and tsx, without
 * a pnpm process in between (its start-up time and its echo of the command line).
 */
export function runSandbox(args) {
  return run(process.execPath, ['--conditions=@variegata/source', '--import', 'tsx', 'src/main.ts', ...args], { cwd: join(root, 'apps', 'sandbox') });
}

/** Runs a command with inherited stdio; resolves to its exit code. */
export function run(command, args, options = {}) {
  const r = spawnSync(command, args, { stdio: 'inherit', ...options });
  return r.status ?? 1;
}
