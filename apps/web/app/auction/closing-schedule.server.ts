/**
 * Runs the auction closing in the site's server process: every `intervalMs` (10 s by default, so an
 * auction closes within a minute of its end) one run closes every due auction and mails "ending within
 * the hour". A run takes the `auction-closing` lock first (in Redis when REDIS_URL is set), so with
 * several site instances only one of them runs it at a time; the next run of any instance catches up
 * on whatever a stopped instance left (nothing is kept in memory between runs).
 */
import { tryLock } from '~/server/keyed-lock.server';
import { integration } from '~/server/marketplace.server';
import { logUnexpectedResponse } from '~/server/unexpected-response.server';
import { closingMails, mailEndingSoon, type SendMail } from './auction-mail-send.server';
import { closeDueAuctions } from './closing-run.server';

export const CLOSING_INTERVAL_MS = 10_000;
const LOCK_TTL_MS = 5 * 60_000;

/** One run: closes due auctions, then mails the auctions ending within the hour. False when another run held the lock. */
export async function runClosing(send: SendMail, now: Date = new Date()): Promise<boolean> {
  const lock = await tryLock('auction-closing', LOCK_TTL_MS);
  if (!lock) return false;
  try {
    const api = integration();
    await closeDueAuctions(now, { onClosed: closingMails(api, send) }, api);
    await mailEndingSoon(api, send, now);
  } catch (error) {
    logUnexpectedResponse('auction closing run', error);
  } finally {
    await lock.release();
  }
  return true;
}

/** Kept on the process (not the module), so a module reloaded by the dev server does not start a second timer. */
const JOB = Symbol.for('variegata.auction-closing-job');
type JobHolder = { [JOB]?: NodeJS.Timeout };
const holder = globalThis as JobHolder;

/** Starts the periodic closing once per process (a first run at once, to catch up after a restart). */
export function startClosingJob(send: SendMail, intervalMs: number = CLOSING_INTERVAL_MS): void {
  if (holder[JOB]) return;
  const tick = () => void runClosing(send);
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  holder[JOB] = timer;
  tick();
}

export function stopClosingJob(): void {
  clearInterval(holder[JOB]);
  delete holder[JOB];
}
