import type { ElementType, ReactNode } from 'react';

export interface CardProps {
  /** Rendered element (default section when titled, else div). */
  as?: ElementType;
  title?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** Text under the title. */
  description?: ReactNode;
  /** Controls in the card header (a link or button). */
  actions?: ReactNode;
  footer?: ReactNode;
  /** Media shown edge to edge above the content (an img). */
  media?: ReactNode;
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Muted background, no shadow. */
  tone?: 'default' | 'muted';
  className?: string;
  children?: ReactNode;
}

/** A surface for grouped content: optional media, titled header with actions, body and footer. */
export function Card({ as, title, headingLevel = 2, description, actions, footer, media, padding = 'md', tone = 'default', className, children }: CardProps) {
  const Tag = as ?? (title ? 'section' : 'div');
  const Heading = `h${headingLevel}` as ElementType;
  return (
    <Tag className={['vg-card', `vg-card--pad-${padding}`, `vg-card--${tone}`, className].filter(Boolean).join(' ')}>
      {media && <div className="vg-card__media">{media}</div>}
      {(title || actions) && (
        <div className="vg-card__header">
          <div className="vg-card__heading">
            {title && <Heading className="vg-card__title">{title}</Heading>}
            {description && <p className="vg-card__description">{description}</p>}
          </div>
          {actions && <div className="vg-card__actions">{actions}</div>}
        </div>
      )}
      {children != null && <div className="vg-card__body">{children}</div>}
      {footer && <div className="vg-card__footer">{footer}</div>}
    </Tag>
  );
}
