/** Planning a transaction's timers when it enters a state (the poller in transactions-timers.ts runs them). */
import type { ProcessDefinition, Timepoint } from '@variegata/process-definition/definition';
import { delayedTransitions } from '@variegata/process-definition/machine';
import { evaluateTime } from '@variegata/process-definition/time';
import type { App } from './http-context';
import { stmt } from './db';
import { bookingOf } from './bookings';

/**
 * Schedules the delayed transitions (`at`) out of the state the transaction just entered, evaluating
 * their time expressions against its history (states entered, transitions taken), its creation
 * and its booking. Earlier timers of the transaction are ended; a time in the past runs at once.
 * Runs inside the transition's SQLite transaction.
 */
export function planTimers(app: App, process: ProcessDefinition, txId: string, state: string, createdAt: number, now: number): void {
  stmt(app.db, 'UPDATE timers SET done = 1 WHERE transaction_id = ? AND done = 0').run(txId);
  const delayed = delayedTransitions(process, state);
  if (delayed.length === 0) return;
  const history = (stmt(app.db, 'SELECT transition, created_at FROM transaction_transitions WHERE transaction_id = ? ORDER BY seq').all(txId) as
    { transition: string; created_at: number }[]).map((h) => ({ ...h, to: process.transitions.find((t) => t.name === h.transition)?.to }));
  const booking = bookingOf(app, txId);
  const timepoint = (p: Timepoint): number | undefined => {
    switch (p.kind) {
      case 'tx-initiated': return createdAt;
      case 'first-entered-state': return history.find((h) => h.to === p.state)?.created_at;
      case 'last-entered-state': return history.filter((h) => h.to === p.state).at(-1)?.created_at;
      case 'first-transitioned': return history.find((h) => h.transition === p.transition)?.created_at;
      case 'booking-start': return booking?.start_at;
      case 'booking-end': return booking?.end_at;
      case 'booking-display-start': return booking?.display_start;
      case 'booking-display-end': return booking?.display_end;
    }
  };
  for (const t of delayed) {
    const due = evaluateTime(t.at!, { now, timepoint });
    if (due !== null) stmt(app.db, 'INSERT INTO timers (transaction_id, transition, from_state, due_at) VALUES (?, ?, ?, ?)').run(txId, t.name, state, due);
  }
}
