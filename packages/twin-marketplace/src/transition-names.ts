/**
 * Transition names on the wire. The hosted API always answers `transition/<name>` (lastTransition,
 * transitions[].transition, process_transitions names) and accepts both forms; the twin stores the
 * bare name (as the process definitions use it) and adds the namespace only when rendering.
 */
const PREFIX = 'transition/';

/** `transition/enquire` -> `enquire` (a bare name stays as it is). */
export function bareTransition(name: string): string {
  return name.startsWith(PREFIX) ? name.slice(PREFIX.length) : name;
}

/** `enquire` -> `transition/enquire`, as the hosted API answers. */
export function wireTransition(name: string): string {
  return name.startsWith(PREFIX) ? name : `${PREFIX}${name}`;
}

/** The same for state names (`state/pending-payment`), which the hosted API also namespaces. */
export function bareState(name: string): string {
  return name.startsWith('state/') ? name.slice('state/'.length) : name;
}
