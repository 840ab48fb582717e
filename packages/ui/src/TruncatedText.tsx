import { useId, useState, type ElementType } from 'react';

export interface TruncateOptions {
  /** Texts longer than this are cut (default 30, spec 1 §9). */
  max?: number;
  /** Characters kept before the ellipsis (default 25). */
  keep?: number;
  ellipsis?: string;
}

/**
 * Cuts text longer than `max` characters to `keep` characters plus an ellipsis
 * (30 -> 25 + "…" by default). Counts code points, so emoji are never split.
 */
export function truncateText(text: string, { max = 30, keep = 25, ellipsis = '…' }: TruncateOptions = {}): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, Math.min(keep, max)).join('').trimEnd() + ellipsis;
}

export interface TruncatedTextProps extends TruncateOptions {
  text: string;
  /** `plain` shows the cut text (full text in the title); `read-more` adds a toggle. */
  variant?: 'plain' | 'read-more';
  moreLabel?: string;
  lessLabel?: string;
  as?: ElementType;
  className?: string;
}

/** Text cut to a length, optionally with a "Read more" toggle that reveals the rest. */
export function TruncatedText({ text, max, keep, ellipsis, variant = 'plain', moreLabel = 'Read more', lessLabel = 'Show less', as: Tag = 'span', className }: TruncatedTextProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const short = truncateText(text, { max, keep, ellipsis });
  const cut = short !== text;
  const classes = ['vg-truncated', className].filter(Boolean).join(' ');
  if (variant === 'plain' || !cut) {
    return (
      <Tag className={classes} title={cut ? text : undefined}>
        {short}
      </Tag>
    );
  }
  return (
    <Tag className={classes}>
      <span id={id}>{expanded ? text : short}</span>{' '}
      <button type="button" className="vg-truncated__toggle" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((v) => !v)}>
        {expanded ? lessLabel : moreLabel}
      </button>
    </Tag>
  );
}
