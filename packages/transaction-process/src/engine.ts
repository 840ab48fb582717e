/**
 * The pure process engine: which transitions an actor may take from a state, applying one, and
 * the viewer's role in a transaction. No I/O; the marketplace twin runs the actions as hooks.
 */
import { err, ok, type Result } from '@variegata/result/result';
import { findTransition, transitions, type Actor, type Role, type State, type TransitionDef } from './process';

export type TransitionError = 'transaction-invalid-transition' | 'transaction-forbidden';

export interface ApplyOptions {
  /** The call comes from a trusted context (Sharetribe: a `trusted:user` token from token exchange). */
  readonly trusted?: boolean;
}

/** Transitions `actor` may take from `state` (`null` = the start, i.e. initial transitions). */
export function allowedTransitions(state: State | null, actor: Actor): readonly TransitionDef[] {
  return transitions.filter((t) => t.from === state && t.actors.includes(actor));
}

/** Whether `actor` in a context of the given trust may take a privileged transition. */
export function mayTakePrivileged(actor: Actor, trusted: boolean): boolean {
  // The operator (Integration API) and the engine's own automatic transitions are trusted contexts.
  return trusted || actor === 'operator' || actor === 'system';
}

/**
 * The state after `transitionName` taken by `actor` from `state`.
 * - no such transition out of `state`, or `actor` may not take it: `transaction-invalid-transition`
 * - a privileged transition taken by a customer or provider outside a trusted context: `transaction-forbidden`
 */
export function applyTransition(
  state: State | null,
  transitionName: string,
  actor: Actor,
  options: ApplyOptions = {},
): Result<State, TransitionError> {
  const def = findTransition(state, transitionName);
  if (def === undefined || !def.actors.includes(actor)) {
    return err('transaction-invalid-transition', `Transition ${transitionName} is not allowed for ${actor} from ${state ?? 'initial'}.`);
  }
  if (def.privileged && !mayTakePrivileged(actor, options.trusted === true)) {
    return err('transaction-forbidden', `Transition ${transitionName} is privileged and needs a trusted context.`);
  }
  return ok(def.to);
}

export interface TransactionParties {
  readonly customerId: string;
  readonly providerId: string;
}

/** Spec 3 §4: the role is customer when the viewer is the transaction's customer, otherwise provider. */
export function roleOf(viewerId: string, tx: TransactionParties): Role {
  return viewerId === tx.customerId ? 'customer' : 'provider';
}
