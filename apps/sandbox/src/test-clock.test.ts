import { describe, expect, it } from 'vitest';
import { createTestClock } from './test-clock';

describe('test clock', () => {
  it('is the system time plus what it was advanced by', () => {
    let system = 1_000;
    const clock = createTestClock(() => system);
    expect(clock.now()).toBe(1_000);
    expect(clock.advance(15 * 60_000)).toBe(1_000 + 15 * 60_000);
    system = 2_000;
    expect(clock.now()).toBe(2_000 + 15 * 60_000);
  });

  it('only moves forward by whole milliseconds', () => {
    const clock = createTestClock(() => 0);
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => clock.advance(bad)).toThrow(RangeError);
    expect(clock.now()).toBe(0);
  });
});
