/**
 * Reads a Sharetribe `process.edn` (format `:v3`) into a ProcessDefinition with edn-data, and checks
 * what Sharetribe's CLI checks before a process is pushed: keyword namespaces, unique transition
 * names, one actor or a time expression (`:at`) per transition, known time functions and timepoints,
 * valid ISO 8601 periods, states that time expressions and notifications refer to, and a connected
 * graph (every state reachable from an initial transition). Problems come back as one
 * `process-invalid` error listing them all.
 */
import { parseEDNString } from 'edn-data';
import { err, ok, type Result } from '@variegata/result/result';
import type { ActionRef, Actor, ProcessDefinition, ProcessNotification, ProcessTransition, TimeExpression, Timepoint } from './definition';
import { statesOf } from './definition';
import { isPeriod } from './time';

type Edn = unknown;
type Map = Record<string, Edn>;

const ROLES: Record<string, Actor> = { 'actor.role/customer': 'customer', 'actor.role/provider': 'provider', 'actor.role/operator': 'operator' };
const PLAIN_TIMEPOINTS = ['tx-initiated', 'booking-start', 'booking-end', 'booking-display-start', 'booking-display-end'] as const;

class Problems {
  readonly list: string[] = [];
  add(where: string, what: string): void { this.list.push(`${where}: ${what}`); }
}

const isMap = (v: Edn): v is Map => v !== null && typeof v === 'object' && !Array.isArray(v);

function named(value: Edn, ns: string, where: string, problems: Problems): string | undefined {
  if (typeof value === 'string' && value.startsWith(`${ns}/`) && value.length > ns.length + 1) return value.slice(ns.length + 1);
  problems.add(where, `expected a :${ns}/... keyword, got ${JSON.stringify(value)}`);
  return undefined;
}

function readTimepoint(args: Edn, where: string, problems: Problems): Timepoint | undefined {
  if (!Array.isArray(args) || typeof args[0] !== 'string' || !args[0].startsWith('time/')) {
    problems.add(where, ':fn/timepoint takes [:time/<name> ...]');
    return undefined;
  }
  const kind = args[0].slice('time/'.length);
  if ((PLAIN_TIMEPOINTS as readonly string[]).includes(kind)) return { kind: kind as (typeof PLAIN_TIMEPOINTS)[number] };
  if (kind === 'first-entered-state' || kind === 'last-entered-state') {
    const state = named(args[1], 'state', where, problems);
    return state === undefined ? undefined : { kind, state };
  }
  if (kind === 'first-transitioned') {
    const transition = named(args[1], 'transition', where, problems);
    return transition === undefined ? undefined : { kind, transition };
  }
  problems.add(where, `unknown timepoint :time/${kind}`);
  return undefined;
}

function readPeriod(v: Edn, where: string, problems: Problems): string | undefined {
  const body = isMap(v) ? v['fn/period'] : undefined;
  const s = Array.isArray(body) ? body[0] : body;
  if (typeof s === 'string' && isPeriod(s)) return s;
  problems.add(where, `expected {:fn/period ["<ISO 8601 duration>"]}, got ${JSON.stringify(v)}`);
  return undefined;
}

function readTime(v: Edn, where: string, problems: Problems): TimeExpression | undefined {
  if (!isMap(v) || Object.keys(v).length !== 1) {
    problems.add(where, 'a time expression is a map of one function');
    return undefined;
  }
  const [fn, args] = Object.entries(v)[0]!;
  const list = Array.isArray(args) ? args : [args];
  switch (fn) {
    case 'fn/timepoint': {
      const point = readTimepoint(args, where, problems);
      return point && { fn: 'timepoint', point };
    }
    case 'fn/plus':
    case 'fn/minus': {
      const base = readTime(list[0], where, problems);
      const periods = list.slice(1).map((p) => readPeriod(p, where, problems));
      if (periods.length === 0) problems.add(where, `${fn} needs at least one period`);
      if (!base || periods.some((p) => p === undefined)) return undefined;
      return { fn: fn === 'fn/plus' ? 'plus' : 'minus', base, periods: periods as string[] };
    }
    case 'fn/min': {
      const of = list.map((e) => readTime(e, where, problems));
      if (of.length < 2) problems.add(where, ':fn/min takes two or more times');
      return of.every((e) => e !== undefined) ? { fn: 'min', of: of as TimeExpression[] } : undefined;
    }
    case 'fn/ignore-if-past': {
      const of = readTime(list[0], where, problems);
      return of && { fn: 'ignore-if-past', of };
    }
    default:
      problems.add(where, `unknown time function :${fn}`);
      return undefined;
  }
}

function readActions(v: Edn, where: string, problems: Problems): ActionRef[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) { problems.add(where, ':actions must be a vector'); return []; }
  return v.flatMap((a, i) => {
    if (!isMap(a)) { problems.add(`${where} action ${i}`, 'expected {:name :action/...}'); return []; }
    const raw = a['name'];
    // the format reference itself writes one action without the namespace (:privileged-set-line-items)
    const name = typeof raw === 'string' && !raw.includes('/') ? raw : named(raw, 'action', `${where} action ${i}`, problems);
    const config = a['config'] ?? {};
    if (!isMap(config)) problems.add(`${where} action ${i}`, ':config must be a map');
    return name === undefined ? [] : [{ name, config: isMap(config) ? config : {} }];
  });
}

function readTransition(v: Edn, i: number, problems: Problems): ProcessTransition | undefined {
  const where = `transition ${i}`;
  if (!isMap(v)) { problems.add(where, 'expected a map'); return undefined; }
  const name = named(v['name'], 'transition', where, problems);
  const at = name ?? where;
  const from = v['from'] === undefined ? null : named(v['from'], 'state', at, problems);
  const to = named(v['to'], 'state', at, problems);
  const actorKey = v['actor'];
  const time = v['at'] === undefined ? undefined : readTime(v['at'], at, problems);
  let actors: Actor[] = [];
  if (actorKey !== undefined && v['at'] !== undefined) problems.add(at, 'a delayed transition (:at) has no :actor');
  else if (actorKey !== undefined) {
    const role = typeof actorKey === 'string' ? ROLES[actorKey] : undefined;
    if (role) actors = [role];
    else problems.add(at, `unknown actor ${JSON.stringify(actorKey)}`);
  } else if (v['at'] !== undefined) actors = ['system'];
  else problems.add(at, 'needs an :actor or a time (:at)');
  const privileged = v['privileged?'] ?? false;
  if (typeof privileged !== 'boolean') problems.add(at, ':privileged? must be true or false');
  const actions = readActions(v['actions'], at, problems);
  if (name === undefined || from === undefined || to === undefined) return undefined;
  return { name, from, to, actors, privileged: privileged === true, actions, ...(time ? { at: time } : {}) };
}

function readNotification(v: Edn, i: number, problems: Problems): ProcessNotification | undefined {
  const where = `notification ${i}`;
  if (!isMap(v)) { problems.add(where, 'expected a map'); return undefined; }
  const name = named(v['name'], 'notification', where, problems);
  const on = named(v['on'], 'transition', where, problems);
  const role = typeof v['to'] === 'string' ? ROLES[v['to']] : undefined;
  if (role !== 'customer' && role !== 'provider') problems.add(where, ':to must be :actor.role/customer or :actor.role/provider');
  const template = typeof v['template'] === 'string' ? v['template'] : undefined;
  if (template === undefined) problems.add(where, ':template must be a keyword');
  const at = v['at'] === undefined ? undefined : readTime(v['at'], where, problems);
  if (!name || !on || !template || (role !== 'customer' && role !== 'provider')) return undefined;
  return { name, on, to: role, template, ...(at ? { at } : {}) };
}

function timeRefs(e: TimeExpression, out: { states: string[]; transitions: string[] }): void {
  if (e.fn === 'timepoint') {
    if (e.point.kind === 'first-entered-state' || e.point.kind === 'last-entered-state') out.states.push(e.point.state);
    if (e.point.kind === 'first-transitioned') out.transitions.push(e.point.transition);
  } else if (e.fn === 'plus' || e.fn === 'minus') timeRefs(e.base, out);
  else if (e.fn === 'min') e.of.forEach((x) => timeRefs(x, out));
  else if (e.fn === 'ignore-if-past') timeRefs(e.of, out);
}

function checkGraph(process: ProcessDefinition, problems: Problems): void {
  const names = new Set<string>();
  for (const t of process.transitions) {
    if (names.has(t.name)) problems.add(t.name, 'transition names must be unique');
    names.add(t.name);
  }
  if (!process.transitions.some((t) => t.from === null)) problems.add('process', 'has no initial transition (one without :from)');
  const reached = new Set<string>();
  let frontier = process.transitions.filter((t) => t.from === null).map((t) => t.to);
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const s of frontier) {
      if (reached.has(s)) continue;
      reached.add(s);
      next.push(...process.transitions.filter((t) => t.from === s).map((t) => t.to));
    }
    frontier = next;
  }
  for (const s of statesOf(process)) if (!reached.has(s)) problems.add(`state ${s}`, 'cannot be reached from an initial transition');
  const states = new Set(statesOf(process));
  const check = (where: string, e: TimeExpression | undefined) => {
    if (!e) return;
    const refs = { states: [] as string[], transitions: [] as string[] };
    timeRefs(e, refs);
    for (const s of refs.states) if (!states.has(s)) problems.add(where, `time expression names unknown state ${s}`);
    for (const t of refs.transitions) if (!names.has(t)) problems.add(where, `time expression names unknown transition ${t}`);
  };
  for (const t of process.transitions) check(t.name, t.at);
  for (const n of process.notifications) {
    if (!names.has(n.on)) problems.add(n.name, `notification on unknown transition ${n.on}`);
    check(n.name, n.at);
  }
}

/** Reads and checks a process.edn; `name` and `version` are what the transactions will carry. */
export function readProcessEdn(text: string, id: { name: string; version: number }): Result<ProcessDefinition, 'process-invalid', string[]> {
  let doc: Edn;
  try {
    doc = parseEDNString(text, { mapAs: 'object', keywordAs: 'string', listAs: 'array', setAs: 'array' });
  } catch (e) {
    return err('process-invalid', `${id.name}: not EDN: ${(e as Error).message}`, [(e as Error).message]);
  }
  const problems = new Problems();
  if (!isMap(doc)) problems.add('process', 'expected a map');
  const root = isMap(doc) ? doc : {};
  if (root['format'] !== 'v3') problems.add('process', ':format must be :v3');
  const rawTransitions = root['transitions'];
  if (!Array.isArray(rawTransitions)) problems.add('process', ':transitions must be a vector');
  const transitions = (Array.isArray(rawTransitions) ? rawTransitions : []).map((t, i) => readTransition(t, i, problems)).filter((t): t is ProcessTransition => t !== undefined);
  const rawNotifications = root['notifications'] ?? [];
  if (!Array.isArray(rawNotifications)) problems.add('process', ':notifications must be a vector');
  const notifications = (Array.isArray(rawNotifications) ? rawNotifications : []).map((n, i) => readNotification(n, i, problems)).filter((n): n is ProcessNotification => n !== undefined);
  const process: ProcessDefinition = { name: id.name, version: id.version, transitions, notifications };
  if (problems.list.length === 0) checkGraph(process, problems);
  if (problems.list.length > 0) return err('process-invalid', `${id.name}: ${problems.list.join('; ')}`, problems.list);
  return ok(process);
}
