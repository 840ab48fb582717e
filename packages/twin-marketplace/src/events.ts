/** Append-only event log (Integration API events/query). */
import { randomUUID } from 'node:crypto';
import type { App } from './http-context';
import { stmt } from './db';

export function recordEvent(app: App, eventType: string, resourceType: string, resourceId: string, payload: Record<string, unknown>): void {
  stmt(app.db, 'INSERT INTO events (id, event_type, resource_type, resource_id, payload, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(randomUUID(), eventType, resourceType, resourceId, JSON.stringify(payload), app.now());
}
