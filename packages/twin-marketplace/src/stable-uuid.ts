/** A UUID (version 4 layout) derived from a string, for resources the twin does not store (time slots, process transitions, assets). */
import { createHash } from 'node:crypto';

export function stableUuid(s: string): string {
  const h = createHash('sha256').update(s).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
