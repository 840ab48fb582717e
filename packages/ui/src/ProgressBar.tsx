import { useId, type ReactNode } from 'react';

export interface ProgressBarProps {
  /** Visible label, also the progress bar's accessible name. */
  label: ReactNode;
  hideLabel?: boolean;
  /** Current value between 0 and `max`; null or undefined shows an indeterminate bar. */
  value?: number | null;
  max?: number;
  /** Show the percentage next to the label (default true). */
  showValue?: boolean;
  /** Text read by screen readers instead of the percentage, e.g. "3.2 MB of 12 MB". */
  valueText?: string;
  tone?: 'primary' | 'success' | 'danger';
  className?: string;
}

export function clampProgress(value: number, max: number): number {
  if (!Number.isFinite(value) || !(max > 0)) return 0;
  return Math.min(max, Math.max(0, value));
}

/** A progress bar for uploads: role progressbar with aria-valuenow, min 0 and max. */
export function ProgressBar({ label, hideLabel = false, value, max = 100, showValue = true, valueText, tone = 'primary', className }: ProgressBarProps) {
  const labelId = useId();
  const determinate = typeof value === 'number';
  const now = determinate ? clampProgress(value, max) : 0;
  const percent = max > 0 ? Math.round((now / max) * 100) : 0;
  return (
    <div className={['vg-progress', `vg-progress--${tone}`, !determinate && 'vg-progress--indeterminate', className].filter(Boolean).join(' ')}>
      <div className={hideLabel ? 'vg-visually-hidden' : 'vg-progress__header'}>
        <span id={labelId} className="vg-progress__label">{label}</span>
        {determinate && showValue && !hideLabel && <span className="vg-progress__value" aria-hidden="true">{percent}%</span>}
      </div>
      <div
        className="vg-progress__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={determinate ? now : undefined}
        aria-valuetext={determinate ? valueText ?? `${percent}%` : undefined}
      >
        <div className="vg-progress__fill" style={determinate ? { width: `${percent}%` } : undefined} />
      </div>
    </div>
  );
}
