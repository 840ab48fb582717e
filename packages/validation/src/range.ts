/**
 * Range slider values (spec 2 §5): the handles ascend and stay within min and max (defaults 0 and
 * 10,000,000, step 1). Used by the price filter (0 to 15000, step 5 in spec 2 §3).
 */

export const RANGE_DEFAULT_MIN = 0;
export const RANGE_DEFAULT_MAX = 10_000_000;
export const RANGE_DEFAULT_STEP = 1;

export interface RangeOptions {
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
}

/** Whether the handle values ascend (equal allowed), lie within [min, max] and on the step from min. */
export function isValidRange(handles: readonly number[], options: RangeOptions = {}): boolean {
  const min = options.min ?? RANGE_DEFAULT_MIN;
  const max = options.max ?? RANGE_DEFAULT_MAX;
  const step = options.step ?? RANGE_DEFAULT_STEP;
  return handles.every(
    (value, index) =>
      Number.isFinite(value) &&
      value >= min &&
      value <= max &&
      Number.isInteger(Math.round(((value - min) / step) * 1e9) / 1e9) &&
      (index === 0 || value >= (handles[index - 1] ?? min)),
  );
}

/** Moves handle `index` to `value`, kept on the step, inside [min, max] and between its neighbours. */
export function moveHandle(handles: readonly number[], index: number, value: number, options: RangeOptions = {}): number[] {
  const min = options.min ?? RANGE_DEFAULT_MIN;
  const max = options.max ?? RANGE_DEFAULT_MAX;
  const step = options.step ?? RANGE_DEFAULT_STEP;
  const lower = index > 0 ? (handles[index - 1] ?? min) : min;
  const upper = index < handles.length - 1 ? (handles[index + 1] ?? max) : max;
  const stepped = min + Math.round((value - min) / step) * step;
  const next = [...handles];
  next[index] = Math.min(upper, Math.max(lower, stepped));
  return next;
}
