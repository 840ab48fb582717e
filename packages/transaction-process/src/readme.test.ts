import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { transitions } from './process';
import { eventTransitions, timers } from './timers';

/** The README's process table must say what the data says (it is read by the twin's engineers). */
describe('README process table', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('### The process'), readme.indexOf('### Privileged transitions'));
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| From') && !line.startsWith('|---'))
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));

  it('has one row per transition, in order, with from, name, to, actors, privileged and actions', () => {
    expect(rows).toHaveLength(transitions.length);
    transitions.forEach((t, i) => {
      const timed = timers.some((x) => x.from === t.from && x.transition === t.name);
      const event = eventTransitions.some((x) => x.from === t.from && x.transition === t.name);
      const [from, name, to, actors, privileged, actions] = rows[i] ?? [];
      expect(from).toBe(t.from ?? 'initial');
      expect(name).toBe(t.source === 'added' ? `${t.name} (added)` : t.name);
      expect(to).toBe(t.to);
      expect(actors).toBe(t.actors.join(', ') + (timed ? ' (timer)' : event ? ' (event)' : ''));
      expect(privileged).toBe(t.privileged ? 'yes' : '');
      expect(actions?.replace(' (off session)', '')).toBe(t.actions.join(', '));
      expect(actions?.includes('(off session)')).toBe(t.actionConfig !== undefined);
    });
  });
});
