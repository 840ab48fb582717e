export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Text announced to screen readers. Ignored when `decorative`. */
  label?: string;
  /** Hide from assistive technology (for example inside a busy button that says so itself). */
  decorative?: boolean;
  className?: string;
}

/** A loading indicator. Announces `label` (default "Loading") politely unless decorative. */
export function Spinner({ size = 'md', label = 'Loading', decorative = false, className }: SpinnerProps) {
  const classes = ['vg-spinner', `vg-spinner--${size}`, className].filter(Boolean).join(' ');
  if (decorative) return <span className={classes} aria-hidden="true" />;
  return (
    <span className="vg-spinner-wrap" role="status">
      <span className={classes} aria-hidden="true" />
      <span className="vg-visually-hidden">{label}</span>
    </span>
  );
}
