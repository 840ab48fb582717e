// Stripe-compatible webhook signing and persistent, retried delivery.
import { createHmac } from 'node:crypto';
import type Database from 'better-sqlite3';

export interface WebhookEndpointOption {
  url: string;
  secret: string;
  /** Event types to deliver; default every type. */
  events?: string[];
}

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  timeoutMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 8, baseDelayMs: 1000, maxDelayMs: 5 * 60_000, timeoutMs: 10_000 };

/** `t=<unix>,v1=<hex HMAC-SHA256(secret, t + '.' + payload)>`, exactly what `constructEvent` verifies. */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** Delay before attempt number `attempt + 1` (attempt counts failures so far, from 1). */
export function backoffMs(policy: RetryPolicy, attempt: number): number {
  return Math.min(policy.baseDelayMs * 2 ** (attempt - 1), policy.maxDelayMs);
}

interface DeliveryRow {
  id: number;
  event_id: string;
  url: string;
  secret: string;
  attempts: number;
}

export class WebhookDeliverer {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private closed = false;
  private readonly dueStmt;
  private readonly updateStmt;
  private readonly insertStmt;

  constructor(
    private readonly db: Database.Database,
    private readonly policy: RetryPolicy,
    private readonly payloadOf: (eventId: string) => string | undefined,
    private readonly onSettled: (eventId: string) => void,
  ) {
    this.dueStmt = db.prepare(
      "SELECT id, event_id, url, secret, attempts FROM deliveries WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT 50",
    );
    this.updateStmt = db.prepare(
      'UPDATE deliveries SET status = ?, attempts = ?, next_attempt_at = ?, last_status = ?, last_error = ? WHERE id = ?',
    );
    this.insertStmt = db.prepare(
      "INSERT INTO deliveries (event_id, url, secret, status, next_attempt_at) VALUES (?, ?, ?, 'pending', ?)",
    );
  }

  enqueue(eventId: string, url: string, secret: string): void {
    this.insertStmt.run(eventId, url, secret, Date.now());
    this.schedule(0);
  }

  schedule(delayMs: number): void {
    if (this.closed) return;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.runOnce();
    }, delayMs);
    this.timer.unref();
  }

  /** Attempts every due delivery now; resolves when those attempts are done. */
  async runOnce(): Promise<void> {
    if (this.running !== undefined) {
      await this.running;
    }
    this.running = this.attemptDue().finally(() => {
      this.running = undefined;
    });
    await this.running;
  }

  private async attemptDue(): Promise<void> {
    if (this.closed) return;
    const due = this.dueStmt.all(Date.now()) as DeliveryRow[];
    await Promise.all(due.map((d) => this.attempt(d)));
    this.scheduleNext();
  }

  private scheduleNext(): void {
    const row = this.db
      .prepare("SELECT MIN(next_attempt_at) AS t FROM deliveries WHERE status = 'pending'")
      .get() as { t: number | null };
    if (row.t !== null) this.schedule(Math.max(0, row.t - Date.now()));
  }

  private async attempt(d: DeliveryRow): Promise<void> {
    const payload = this.payloadOf(d.event_id);
    if (payload === undefined) {
      this.updateStmt.run('failed', d.attempts, 0, null, 'event missing', d.id);
      return;
    }
    const attempts = d.attempts + 1;
    let status: number | null = null;
    let error: string | null = null;
    try {
      const res = await fetch(d.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signatureHeader(payload, d.secret, Math.floor(Date.now() / 1000)),
        },
        body: payload,
        signal: AbortSignal.timeout(this.policy.timeoutMs),
      });
      status = res.status;
      await res.arrayBuffer().catch(() => undefined);
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    if (this.closed) return;
    if (status !== null && status >= 200 && status < 300) {
      this.updateStmt.run('delivered', attempts, 0, status, null, d.id);
      this.onSettled(d.event_id);
    } else if (attempts >= this.policy.maxAttempts) {
      this.updateStmt.run('failed', attempts, 0, status, error ?? `HTTP ${status}`, d.id);
      this.onSettled(d.event_id);
    } else {
      const next = Date.now() + backoffMs(this.policy, attempts);
      this.updateStmt.run('pending', attempts, next, status, error ?? `HTTP ${status}`, d.id);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    if (this.running !== undefined) await this.running.catch(() => undefined);
  }
}
