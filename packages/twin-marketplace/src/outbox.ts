/** Outgoing emails (verification, password reset) are written to the outbox table; the sandbox index page lists them. */
import type { Db } from './db';
import type { App, OutgoingEmail } from './http-context';

export interface OutboxEmail { id: number; to: string; subject: string; body: string; kind: string; createdAt: Date }

export function queueEmail(db: Db, now: number, email: { to: string; subject: string; body: string; kind: string }): void {
  db.prepare('INSERT INTO outbox (to_email, subject, body, kind, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(email.to, email.subject, email.body, email.kind, now);
}

/** Newest first. */
export function listOutbox(db: Db, limit = 50): OutboxEmail[] {
  const rows = db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT ?').all(limit) as
    { id: number; to_email: string; subject: string; body: string; kind: string; created_at: number }[];
  return rows.map((r) => ({ id: r.id, to: r.to_email, subject: r.subject, body: r.body, kind: r.kind, createdAt: new Date(r.created_at) }));
}

/** Writes the email to the outbox and hands it to the configured mailer (failures are logged, never thrown). */
export function sendEmail(app: App, email: OutgoingEmail): void {
  queueEmail(app.db, app.now(), email);
  if (!app.mailer) return;
  void Promise.resolve()
    .then(() => app.mailer?.(email))
    .catch((e: unknown) => console.error('[twin-marketplace] mailer failed', e));
}
