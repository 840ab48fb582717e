import type { CSSProperties, ElementType, ReactNode } from 'react';

type Space = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 8 | 10 | 12 | 16;
const space = (n: Space) => (n === 0 ? '0' : `var(--vg-space-${n})`);

export interface ContainerProps {
  /** default 1200 px, narrow 720 px, full width with gutters only. */
  size?: 'default' | 'narrow' | 'full';
  as?: ElementType;
  className?: string;
  children?: ReactNode;
}

/** Centres content with the page gutters. */
export function Container({ size = 'default', as: Tag = 'div', className, children }: ContainerProps) {
  return <Tag className={['vg-container', `vg-container--${size}`, className].filter(Boolean).join(' ')}>{children}</Tag>;
}

export interface PageProps {
  /** The page heading (h1). Omit when the content brings its own. */
  title?: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons aligned with the title. */
  actions?: ReactNode;
  /** Above the title (for example breadcrumbs or a back link). */
  eyebrow?: ReactNode;
  size?: ContainerProps['size'];
  /** The main landmark's id, target of the skip link (default "main-content"). */
  id?: string;
  className?: string;
  children?: ReactNode;
}

/** The main landmark of a page with an optional header (h1, description, actions). */
export function Page({ title, description, actions, eyebrow, size = 'default', id = 'main-content', className, children }: PageProps) {
  return (
    <main id={id} tabIndex={-1} className={['vg-page', className].filter(Boolean).join(' ')}>
      <Container size={size}>
        {(title || eyebrow) && (
          <header className="vg-page__header">
            <div className="vg-page__heading">
              {eyebrow && <div className="vg-page__eyebrow">{eyebrow}</div>}
              {title && <h1 className="vg-page__title">{title}</h1>}
              {description && <p className="vg-page__description">{description}</p>}
            </div>
            {actions && <div className="vg-page__actions">{actions}</div>}
          </header>
        )}
        {children}
      </Container>
    </main>
  );
}

export interface StackProps {
  direction?: 'vertical' | 'horizontal';
  gap?: Space;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
  /** Horizontal stacks turn vertical under 768 px. */
  collapseOnMobile?: boolean;
  as?: ElementType;
  className?: string;
  children?: ReactNode;
}

/** Flex layout with a gap from the spacing scale. */
export function Stack({ direction = 'vertical', gap = 4, align, justify, wrap = false, collapseOnMobile = false, as: Tag = 'div', className, children }: StackProps) {
  const classes = ['vg-stack', `vg-stack--${direction}`, wrap && 'vg-stack--wrap', collapseOnMobile && 'vg-stack--collapse', className].filter(Boolean).join(' ');
  return (
    <Tag className={classes} style={{ gap: space(gap), alignItems: align, justifyContent: justify }}>
      {children}
    </Tag>
  );
}

export interface GridProps {
  /** Columns fill the row at this minimum width (px); the default grid for cards. */
  minColumnWidth?: number;
  /** A fixed number of columns on wide screens instead (collapses to 1 under 768 px). */
  columns?: number;
  gap?: Space;
  as?: ElementType;
  className?: string;
  children?: ReactNode;
}

/** A responsive grid: auto-filled columns of at least `minColumnWidth`, or a fixed count. */
export function Grid({ minColumnWidth = 240, columns, gap = 6, as: Tag = 'div', className, children }: GridProps) {
  const style = {
    gap: space(gap),
    '--vg-grid-min': `${minColumnWidth}px`,
    ...(columns ? { '--vg-grid-columns': String(columns) } : {}),
  } as CSSProperties;
  return (
    <Tag className={['vg-grid', columns ? 'vg-grid--fixed' : 'vg-grid--auto', className].filter(Boolean).join(' ')} style={style}>
      {children}
    </Tag>
  );
}

/** "Skip to content" link, first in the body; targets the Page main landmark. */
export function SkipLink({ href = '#main-content', children = 'Skip to content' }: { href?: string; children?: ReactNode }) {
  return (
    <a className="vg-skip-link" href={href}>
      {children}
    </a>
  );
}
