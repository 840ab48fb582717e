/** The end of what the shared sandbox (twins and site) printed, for a failing test's message. */
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

export function sandboxLogTail(chars = 3000): string {
  try {
    const text = readFileSync(inject('sandboxLogPath'), 'utf8');
    return text.slice(-chars) || '(the sandbox printed nothing)';
  } catch (error) {
    return `(the sandbox's output could not be read: ${String(error)})`;
  }
}
