/**
 * The persistent timer schedule: rows in `timers` (written when a transaction enters a state with
 * timed transitions) are run by a poller as `system` transitions. Because the schedule lives in
 * SQLite, timers due while the twin was stopped run on the next start.
 */
import type { App } from './http-context';
import { stmt } from './db';
import { ApiError } from './http-errors';
import { getTx } from './transactions-model';
import { runTransition } from './transactions-engine';

interface TimerRow { id: number; transaction_id: string; transition: string; from_state: string; due_at: number; attempts: number }

/** A timer whose transition fails (e.g. a payment action) is retried this many times, this far apart. */
export const TIMER_MAX_ATTEMPTS = 5;
export const TIMER_RETRY_MS = 5 * 60 * 1000;

/** Runs every due timer once; returns how many transitions were applied. */
export async function runDueTimers(app: App): Promise<number> {
  let applied = 0;
  for (let round = 0; round < 20; round += 1) {
    const due = stmt(app.db, 'SELECT * FROM timers WHERE done = 0 AND due_at <= ? ORDER BY due_at, id LIMIT 100').all(app.now()) as TimerRow[];
    if (due.length === 0) break;
    for (const t of due) {
      const tx = getTx(app, t.transaction_id);
      if (!tx || tx.state !== t.from_state) {
        stmt(app.db, 'UPDATE timers SET done = 1 WHERE id = ?').run(t.id);
        continue;
      }
      try {
        await runTransition(app, { txId: tx.id, transition: t.transition, params: {}, actor: 'system', userId: null, trusted: true, speculative: false });
        applied += 1;
      } catch (e) {
        if (e instanceof ApiError && e.code === 'conflict') continue; // another transition is running: retry on the next tick
        console.error(`[twin-marketplace] timer ${t.transition} of ${t.transaction_id} failed (attempt ${t.attempts + 1})`, e);
        if (t.attempts + 1 < TIMER_MAX_ATTEMPTS) {
          stmt(app.db, 'UPDATE timers SET attempts = attempts + 1, due_at = ? WHERE id = ?').run(app.now() + TIMER_RETRY_MS, t.id);
          continue;
        }
      }
      stmt(app.db, 'UPDATE timers SET done = 1 WHERE id = ?').run(t.id);
    }
  }
  return applied;
}

export interface Scheduler { stop(): void; runDue(): Promise<number> }

export function startScheduler(app: App, intervalMs: number): Scheduler {
  let running: Promise<number> | null = null;
  const runDue = (): Promise<number> => {
    if (running) return running.then(() => runDue());
    running = runDueTimers(app).finally(() => { running = null; });
    return running;
  };
  const handle = setInterval(() => { void runDue().catch((e) => console.error('[twin-marketplace] scheduler', e)); }, intervalMs);
  handle.unref();
  return { stop: () => clearInterval(handle), runDue };
}
