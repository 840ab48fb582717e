/**
 * Transition names. The hosted API writes them prefixed (`transition/request-payment`), the twin and
 * @variegata/transaction-process without the prefix (`request-payment`). Responses are read into the
 * process package's names; requests always send the prefixed form, which both APIs accept.
 */
import * as v from 'valibot';
import { isTransitionName } from '@variegata/transaction-process/process';

const PREFIX = 'transition/';

/** A transition name of the purchase process, as @variegata/transaction-process names it. */
export type TransitionName = string;

export const transitionNameSchema = v.pipe(
  v.string(),
  v.transform((name) => (name.startsWith(PREFIX) ? name.slice(PREFIX.length) : name)),
  v.check((name: string) => isTransitionName(name), 'a transition of the purchase process'),
);

/** The name as the API takes it in a request: `request-payment` -> `transition/request-payment`. */
export function apiTransitionName(name: TransitionName): string {
  return name.startsWith(PREFIX) ? name : `${PREFIX}${name}`;
}
