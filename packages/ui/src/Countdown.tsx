import type { ReactNode } from 'react';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export interface CountdownProps {
  /** Remaining time, already split (the caller owns the clock). */
  parts: CountdownParts;
  /** Text before the time, e.g. "Ends in". */
  label?: ReactNode;
  /** Shows `endedLabel` instead of the time. */
  ended?: boolean;
  endedLabel?: ReactNode;
  /** The end as an ISO date-time, rendered in a <time> element. */
  endsAt?: string;
  /** `boxes` for the listing page, `inline` for cards. */
  variant?: 'boxes' | 'inline';
  /** Highlights the final stretch (for example the last 3 minutes). */
  urgent?: boolean;
  className?: string;
}

const UNITS = [
  ['days', 'd', 'day'],
  ['hours', 'h', 'hour'],
  ['minutes', 'm', 'minute'],
  ['seconds', 's', 'second'],
] as const;

const pad = (n: number) => String(Math.max(0, Math.floor(n))).padStart(2, '0');

/** The spoken form, e.g. "2 days 5 hours 3 minutes 9 seconds" (zero days left out). */
export function countdownText(parts: CountdownParts): string {
  return UNITS.filter(([key]) => key !== 'days' || parts.days > 0)
    .map(([key, , word]) => {
      const n = Math.max(0, Math.floor(parts[key]));
      return `${n} ${word}${n === 1 ? '' : 's'}`;
    })
    .join(' ');
}

/** Shows remaining time from the parts it is given; it runs no timer itself. */
export function Countdown({ parts, label, ended = false, endedLabel = 'Ended', endsAt, variant = 'inline', urgent = false, className }: CountdownProps) {
  const classes = ['vg-countdown', `vg-countdown--${variant}`, urgent && !ended && 'vg-countdown--urgent', ended && 'vg-countdown--ended', className]
    .filter(Boolean)
    .join(' ');
  const units = UNITS.filter(([key]) => key !== 'days' || parts.days > 0);
  const body = ended ? (
    <span className="vg-countdown__ended">{endedLabel}</span>
  ) : (
    <>
      <span className="vg-visually-hidden">{countdownText(parts)}</span>
      <span className="vg-countdown__parts" aria-hidden="true">
        {units.map(([key, short]) => (
          <span key={key} className="vg-countdown__part">
            <span className="vg-countdown__value">{pad(parts[key])}</span>
            <span className="vg-countdown__unit">{short}</span>
          </span>
        ))}
      </span>
    </>
  );
  return (
    <div className={classes} role="timer">
      {label && !ended && <span className="vg-countdown__label">{label}</span>}
      {endsAt ? <time dateTime={endsAt}>{body}</time> : body}
    </div>
  );
}
