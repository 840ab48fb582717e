import type { ElementType, ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative illustration; defaults to a leaf. */
  icon?: ReactNode;
  /** A call to action (button or link). */
  action?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}

function Leaf() {
  return (
    <svg viewBox="0 0 48 48" focusable="false">
      <path d="M24 42C11 33 8 20 24 6c16 14 13 27 0 36z" fill="var(--vg-green-200)" />
      <path d="M24 42V16M24 26l-6-5M24 32l7-6" fill="none" stroke="var(--vg-green-600)" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** What to show when a list has nothing in it, with a next step. */
export function EmptyState({ title, description, icon, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as ElementType;
  return (
    <div className={['vg-empty', className].filter(Boolean).join(' ')}>
      <div className="vg-empty__icon" aria-hidden="true">{icon ?? <Leaf />}</div>
      <Heading className="vg-empty__title">{title}</Heading>
      {description && <p className="vg-empty__description">{description}</p>}
      {action && <div className="vg-empty__action">{action}</div>}
    </div>
  );
}
