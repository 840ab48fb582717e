import type { ReactNode } from 'react';

export type BadgeVariant = 'verified' | 'starter' | 'international' | 'member' | 'plan' | 'neutral';

export const BADGE_DEFAULT_LABEL: Record<Exclude<BadgeVariant, 'plan' | 'neutral'>, string> = {
  verified: 'Verified',
  starter: 'Starter',
  international: 'International seller',
  member: 'Member',
};

export interface BadgeProps {
  variant?: BadgeVariant;
  /** The text; defaults for verified, starter, international and member. Required for plan and neutral. */
  children?: ReactNode;
  size?: 'sm' | 'md';
  className?: string;
}

function Icon({ variant }: { variant: BadgeVariant }) {
  if (variant === 'verified') {
    return (
      <svg className="vg-badge__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M8 1l1.8 1.3 2.2-.1.7 2.1 1.8 1.3-.7 2.1.7 2.1-1.8 1.3-.7 2.1-2.2-.1L8 15l-1.8-1.3-2.2.1-.7-2.1-1.8-1.3.7-2.1-.7-2.1 1.8-1.3.7-2.1 2.2.1z" fill="currentColor" />
        <path d="M5.3 8.2l1.8 1.8 3.6-3.7" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    );
  }
  if (variant === 'international') {
    return (
      <svg className="vg-badge__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="6.2" fill="none" stroke="currentColor" strokeWidth="1.4" />
        <path d="M1.8 8h12.4M8 1.8c2 2.2 2 10.2 0 12.4M8 1.8c-2 2.2-2 10.2 0 12.4" fill="none" stroke="currentColor" strokeWidth="1.2" />
      </svg>
    );
  }
  if (variant === 'starter' || variant === 'member' || variant === 'plan') {
    return (
      <svg className="vg-badge__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M8 14.5C4 11 3 6.8 8 1.5c5 5.3 4 9.5 0 13z" fill="currentColor" />
      </svg>
    );
  }
  return null;
}

/** A small label for seller status and membership plans. */
export function Badge({ variant = 'neutral', children, size = 'md', className }: BadgeProps) {
  const label = children ?? (variant === 'plan' || variant === 'neutral' ? null : BADGE_DEFAULT_LABEL[variant]);
  return (
    <span className={['vg-badge', `vg-badge--${variant}`, `vg-badge--${size}`, className].filter(Boolean).join(' ')}>
      <Icon variant={variant} />
      {label}
    </span>
  );
}

export interface CountBadgeProps {
  count: number;
  /** Accessible text, e.g. "3 unread messages". The number alone is shown. */
  label: string;
  /** Counts above this show as "max+" (default 99). */
  max?: number;
  className?: string;
}

/** A numeric notification badge (for example the inbox). Renders nothing for 0 or less. */
export function CountBadge({ count, label, max = 99, className }: CountBadgeProps) {
  if (!(count > 0)) return null;
  return (
    <span className={['vg-count-badge', className].filter(Boolean).join(' ')}>
      <span aria-hidden="true">{count > max ? `${max}+` : count}</span>
      <span className="vg-visually-hidden">{label}</span>
    </span>
  );
}
