import type { LiveState } from '@variegata/editorial/lives';

/** "Live now" (with a pulsing dot), "Upcoming" or "Ended". */
export function LiveStatePill({ state, label }: { state: LiveState; label: string }) {
  return (
    <span className={`lv-pill lv-pill--${state}`}>
      {state === 'running' ? <span className="lv-pill__dot" aria-hidden="true" /> : null}
      {label}
    </span>
  );
}
