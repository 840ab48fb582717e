import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs bench helper without type declarations
import { mainThreadTime } from '../../bench/main-thread-time.mjs';

const PAGE = { pid: 7, tid: 1 };
const navigation = { name: 'navigationStart', ...PAGE, ts: 1_000_000, args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1:3000/' } } };
const paint = { name: 'firstContentfulPaint', ...PAGE, ts: 1_500_000 };
const task = (at: number, wallMs: number, cpuMs: number, thread = PAGE) => ({ name: 'RunTask', ...thread, ts: at, dur: wallMs * 1000, tdur: cpuMs * 1000 });

describe('mainThreadTime (Lighthouse bench)', () => {
  it('counts the page thread\'s CPU time, and blocking from 4x its CPU time after the first paint only', () => {
    const trace = {
      traceEvents: [
        navigation,
        paint,
        task(1_100_000, 90, 40), // before the paint: CPU time only
        task(1_600_000, 100, 30), // 4 x 30 - 50 = 70, though its wall time was 100 ms
        task(1_700_000, 20, 10), // 4 x 10 < 50: not blocking
        task(1_800_000, 200, 200, { pid: 9, tid: 1 }), // another process: not the page
        task(900_000, 50, 50), // before the navigation
      ],
    };
    expect(mainThreadTime(trace)).toEqual({ cpu: 80, cpuAfterPaint: 40, blocking: 70 });
  });

  it('gives nothing for a trace without the navigation or the first paint', () => {
    expect(mainThreadTime({ traceEvents: [paint] })).toBeNull();
    expect(mainThreadTime({ traceEvents: [navigation] })).toBeNull();
    expect(mainThreadTime(undefined)).toBeNull();
  });
});
