/**
 * What the page's own main thread cost in a Lighthouse run, from the run's trace: Lighthouse's TBT
 * scales each task's wall time by its 4x CPU slowdown, and on a small machine shared with
 * Lighthouse and Chrome's other processes the page's main thread often waits for a core, so a
 * task's wall time can be two or three times the CPU time it used. These figures use the thread
 * time Chrome records for each task instead: the page's work without the machine's queueing.
 *
 * Returns, for the main frame's renderer thread: its CPU time from navigation and after the first
 * contentful paint (ms), and the total blocking time those tasks would give at Lighthouse's 4x
 * slowdown (the sum, over tasks after the first contentful paint, of 4 x CPU time - 50 ms when
 * positive). Null when the trace lacks the navigation or the paint.
 */
export function mainThreadTime(trace, slowdown = 4) {
  const events = trace?.traceEvents ?? [];
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args?.data?.documentLoaderURL?.startsWith('http'));
  if (!navigation) return null;
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === navigation.pid && e.ts >= navigation.ts);
  if (!paint) return null;
  let cpu = 0;
  let cpuAfterPaint = 0;
  let blocking = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.pid !== navigation.pid || e.tid !== navigation.tid || e.ts < navigation.ts || !e.dur) continue;
    const ms = (e.tdur ?? e.dur) / 1000;
    cpu += ms;
    if (e.ts >= paint.ts) {
      cpuAfterPaint += ms;
      blocking += Math.max(0, ms * slowdown - 50);
    }
  }
  return { cpu, cpuAfterPaint, blocking };
}
