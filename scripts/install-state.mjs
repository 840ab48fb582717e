// Whether the workspace's installed dependencies match what the repository asks for, so a
// second `npm start` or `npm test` skips `pnpm install` (seconds, and its output) when nothing
// changed: a hash of the lockfile, the workspace manifests, pnpm's settings and patches and the
// Node ABI is kept in node_modules after a successful install and compared before the next.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const STAMP = join('node_modules', '.variegata-install');
const WORKSPACE_FOLDERS = ['apps', 'packages', 'tooling'];

/** The files an install depends on, below the repository `root`, in a stable order. */
export function installInputs(root) {
  const files = ['pnpm-lock.yaml', 'package.json', 'pnpm-workspace.yaml', '.npmrc'].map((f) => join(root, f));
  const below = (dir) => (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name)) : []);
  for (const entry of below(join(root, 'patches'))) if (entry.isFile()) files.push(join(root, 'patches', entry.name));
  for (const folder of WORKSPACE_FOLDERS) {
    for (const entry of below(join(root, folder))) if (entry.isDirectory()) files.push(join(root, folder, entry.name, 'package.json'));
  }
  return files.filter((f) => existsSync(f));
}

/** The hash of what an install of `root` is made from (with this Node's ABI: native modules are built for it). */
export function installFingerprint(root) {
  const hash = createHash('sha256').update(`node-abi ${process.versions.modules}\0`);
  for (const file of installInputs(root)) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** Whether node_modules holds pnpm's install of exactly these inputs. */
export function installIsCurrent(root) {
  const stamp = join(root, STAMP);
  return existsSync(join(root, 'node_modules', '.modules.yaml')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === installFingerprint(root);
}

/** Records a successful install of the current inputs. */
export function recordInstall(root) {
  writeFileSync(join(root, STAMP), installFingerprint(root));
}
