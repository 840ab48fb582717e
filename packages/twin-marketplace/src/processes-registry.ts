/**
 * The transaction processes the twin runs, as `ProcessDefinition`s with their aliases. By default
 * Variegata's processes (defined once in `@variegata/transaction-process`, converted here); other
 * processes are read from directories of Sharetribe `process.edn` files (`<dir>/<name>/process.edn`,
 * version 1, alias `<name>/release-1`), e.g. the web template's default processes shipped in
 * `processes/`. A process using an action the twin cannot run is refused when the twin starts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { processes as variegata, type ProcessDef } from '@variegata/transaction-process/process';
import { timers } from '@variegata/transaction-process/timers';
import type { ProcessDefinition, ProcessTransition, TimeExpression } from '@variegata/process-definition/definition';
import { readProcessEdn } from '@variegata/process-definition/edn';

export interface LoadedProcess {
  readonly definition: ProcessDefinition;
  /** `name/release-N` aliases pointing at this version (listings name one in `transactionProcessAlias`). */
  readonly aliases: readonly string[];
}

/** The actions the twin's engine runs (see the README for what each does here). */
export const SUPPORTED_ACTIONS: readonly string[] = [
  'update-protected-data', 'privileged-update-metadata', 'privileged-set-line-items', 'calculate-full-refund',
  'create-pending-stock-reservation', 'accept-stock-reservation', 'decline-stock-reservation', 'cancel-stock-reservation',
  'create-pending-booking', 'accept-booking', 'decline-booking', 'cancel-booking',
  'stripe-create-payment-intent', 'stripe-confirm-payment-intent', 'stripe-capture-payment-intent', 'stripe-refund-payment', 'stripe-create-payout',
  'post-review-by-customer', 'post-review-by-provider', 'publish-reviews',
];

/** The web template's default processes (purchase, booking, inquiry, negotiation) as written for the twin. */
export const TEMPLATE_PROCESSES_DIR = fileURLToPath(new URL('../processes', import.meta.url));

function timerAt(from: string, delayMs: number): TimeExpression {
  // Variegata's timers run a delay after (last) entering their state
  return { fn: 'plus', base: { fn: 'timepoint', point: { kind: 'last-entered-state', state: from } }, periods: [`PT${delayMs / 1000}S`] };
}

function fromVariegata(p: ProcessDef): LoadedProcess {
  const transitions: ProcessTransition[] = p.transitions.map((t) => {
    const timer = t.from === null ? undefined : timers.find((x) => x.transition === t.name && x.from === t.from);
    return {
      name: t.name, from: t.from, to: t.to, actors: [...t.actors], privileged: t.privileged,
      actions: t.actions.map((a) => ({ name: a, config: { ...(t.actionConfig?.[a] ?? {}) } })),
      ...(timer ? { at: timerAt(timer.from, timer.delayMs) } : {}),
    };
  });
  return { definition: { name: p.name, version: p.version, transitions, notifications: [] }, aliases: [p.alias] };
}

/** Variegata's processes (`default-purchase/release-1`, `instant-payout/release-1`). */
export function variegataProcesses(): LoadedProcess[] {
  return variegata.map(fromVariegata);
}

/** Every `<dir>/<name>/process.edn` as version 1 of process `<name>`, alias `<name>/release-1`. Throws on an invalid file. */
export function readProcessDirectory(dir: string): LoadedProcess[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, 'process.edn')))
    .map((e) => {
      const r = readProcessEdn(readFileSync(join(dir, e.name, 'process.edn'), 'utf8'), { name: e.name, version: 1 });
      if (!r.ok) throw new Error(`[twin-marketplace] ${r.message ?? r.error}`);
      return { definition: r.value, aliases: [`${e.name}/release-1`] };
    });
}

export interface ProcessRegistry {
  byAlias(alias: string): ProcessDefinition | undefined;
  byName(name: string, version: number): ProcessDefinition | undefined;
  all(): readonly LoadedProcess[];
}

/** Checks the processes (unique name+version and aliases, supported actions) and indexes them. Throws on a bad set. */
export function processRegistry(loaded: readonly LoadedProcess[]): ProcessRegistry {
  const aliases = new Map<string, ProcessDefinition>();
  const names = new Map<string, ProcessDefinition>();
  for (const p of loaded) {
    const key = `${p.definition.name}@${p.definition.version}`;
    if (names.has(key)) throw new Error(`[twin-marketplace] process ${key} is loaded twice`);
    names.set(key, p.definition);
    for (const a of p.aliases) {
      if (aliases.has(a)) throw new Error(`[twin-marketplace] process alias ${a} is used twice`);
      aliases.set(a, p.definition);
    }
    for (const t of p.definition.transitions) {
      for (const a of t.actions) {
        if (!SUPPORTED_ACTIONS.includes(a.name)) throw new Error(`[twin-marketplace] process ${key}, transition ${t.name}: the twin does not support action ${a.name}`);
      }
    }
  }
  return {
    byAlias: (alias) => aliases.get(alias),
    byName: (name, version) => names.get(`${name}@${version}`),
    all: () => loaded,
  };
}
