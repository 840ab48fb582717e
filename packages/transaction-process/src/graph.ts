/**
 * Graph helpers over the process: successors and reachability (used by the property tests and by
 * anyone who needs to check a process, e.g. the twin validating a stored transaction).
 */
import { transitions, type State } from './process';

/** States one transition away from `state` (`null` = the start), by any actor. */
export function successors(state: State | null): readonly State[] {
  return [...new Set(transitions.filter((t) => t.from === state).map((t) => t.to))];
}

/** Every state reachable from `start` by zero or more transitions (excluding the start itself when it is `null`). */
export function reachableFrom(start: State | null): ReadonlySet<State> {
  const seen = new Set<State>();
  const queue: (State | null)[] = [start];
  if (start !== null) seen.add(start);
  while (queue.length > 0) {
    const current = queue.shift() as State | null;
    for (const next of successors(current)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}
