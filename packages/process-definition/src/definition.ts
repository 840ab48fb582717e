/**
 * A transaction process as data, in the shape of Sharetribe's process.edn (format v3): transitions
 * between implicitly defined states, each with its actors, privileged flag, ordered actions and an
 * optional time expression (`:at`), plus notifications. Names are kept bare (`request-payment`,
 * `pending-payment`, `update-protected-data`): the `transition/`, `state/` and `action/`
 * namespaces of the EDN file are dropped when it is read.
 */

/** Who takes a transition: a party, the operator (Integration API), or the system (a timer or an event). */
export type Actor = 'customer' | 'provider' | 'operator' | 'system';

export interface ActionRef {
  readonly name: string;
  readonly config: Readonly<Record<string, unknown>>;
}

export type Timepoint =
  | { readonly kind: 'tx-initiated' }
  | { readonly kind: 'first-entered-state' | 'last-entered-state'; readonly state: string }
  | { readonly kind: 'first-transitioned'; readonly transition: string }
  | { readonly kind: 'booking-start' | 'booking-end' | 'booking-display-start' | 'booking-display-end' };

/** `:fn/timepoint`, `:fn/plus`, `:fn/minus`, `:fn/min` and `:fn/ignore-if-past`; periods are ISO 8601 durations. */
export type TimeExpression =
  | { readonly fn: 'timepoint'; readonly point: Timepoint }
  | { readonly fn: 'plus' | 'minus'; readonly base: TimeExpression; readonly periods: readonly string[] }
  | { readonly fn: 'min'; readonly of: readonly TimeExpression[] }
  | { readonly fn: 'ignore-if-past'; readonly of: TimeExpression };

export interface ProcessTransition {
  readonly name: string;
  /** `null` for an initial transition (no `:from`). */
  readonly from: string | null;
  readonly to: string;
  /** One role in Sharetribe's format; `['system']` for a delayed transition (`:at`). */
  readonly actors: readonly Actor[];
  readonly privileged: boolean;
  readonly actions: readonly ActionRef[];
  readonly at?: TimeExpression;
}

export interface ProcessNotification {
  readonly name: string;
  readonly on: string;
  readonly to: 'customer' | 'provider';
  readonly template: string;
  readonly at?: TimeExpression;
}

export interface ProcessDefinition {
  readonly name: string;
  readonly version: number;
  readonly transitions: readonly ProcessTransition[];
  readonly notifications: readonly ProcessNotification[];
}

/** Every state the process names (states are implicit in the transitions). */
export function statesOf(process: ProcessDefinition): string[] {
  const out = new Set<string>();
  for (const t of process.transitions) {
    if (t.from !== null) out.add(t.from);
    out.add(t.to);
  }
  return [...out];
}
