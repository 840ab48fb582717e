/**
 * The state machine over a process definition: which transition a name means from a state, whether
 * an actor may take it (privileged transitions need a trusted context unless the operator or the
 * system takes them, as Sharetribe's Integration API and timers are trusted), and the delayed
 * transitions to schedule on entering a state.
 */
import { err, ok, type Result } from '@variegata/result/result';
import type { Actor, ProcessDefinition, ProcessTransition } from './definition';

export type TransitionError = 'transaction-invalid-transition' | 'transaction-forbidden';

/** The transition `name` out of `from` (`null` = an initial transition). */
export function findTransition(process: ProcessDefinition, from: string | null, name: string): ProcessTransition | undefined {
  return process.transitions.find((t) => t.from === from && t.name === name);
}

/** Transitions `actor` may take from `state`. */
export function allowedTransitions(process: ProcessDefinition, state: string | null, actor: Actor): ProcessTransition[] {
  return process.transitions.filter((t) => t.from === state && t.actors.includes(actor));
}

/**
 * Checks that `actor` may take `name` from `state`:
 * - no such transition out of the state, or an actor it does not list: `transaction-invalid-transition`
 * - privileged, taken by a customer or provider outside a trusted context: `transaction-forbidden`
 */
export function checkTransition(
  process: ProcessDefinition,
  state: string | null,
  name: string,
  actor: Actor,
  options: { readonly trusted?: boolean } = {},
): Result<ProcessTransition, TransitionError> {
  const t = findTransition(process, state, name);
  if (t === undefined || !t.actors.includes(actor)) {
    return err('transaction-invalid-transition', `Transition ${name} is not allowed for ${actor} from ${state ?? 'initial'}.`);
  }
  if (t.privileged && options.trusted !== true && actor !== 'operator' && actor !== 'system') {
    return err('transaction-forbidden', `Transition ${name} is privileged and needs a trusted context.`);
  }
  return ok(t);
}

/** The delayed transitions (with `at`) out of `state`. */
export function delayedTransitions(process: ProcessDefinition, state: string): ProcessTransition[] {
  return process.transitions.filter((t) => t.from === state && t.at !== undefined);
}
