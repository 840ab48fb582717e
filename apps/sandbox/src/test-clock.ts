/**
 * The clock of a sandbox started by tests (SANDBOX_TEST_CLOCK=1): the system time plus an offset
 * that only moves forward, so end-to-end tests can see what the twins' timers do after 15 minutes
 * or 10 days. A sandbox started for people never has one.
 */
export interface TestClock {
  /** Epoch milliseconds as the twins see them. */
  now(): number;
  /** Moves the clock forward by `ms` (a positive whole number); returns the new time. */
  advance(ms: number): number;
}

export function createTestClock(system: () => number = Date.now): TestClock {
  let offset = 0;
  return {
    now: () => system() + offset,
    advance(ms) {
      if (!Number.isSafeInteger(ms) || ms <= 0) throw new RangeError('The clock only moves forward by a positive whole number of milliseconds.');
      offset += ms;
      return system() + offset;
    },
  };
}
