import type { ReactNode } from 'react';

/** The main column of a page: its heading and content. The shell (top bar, footer) is around it. */
export function Page({ title, children, className, lead }: { title: ReactNode; children?: ReactNode; className?: string; lead?: ReactNode }) {
  return (
    <main id="main" className={`page${className ? ` ${className}` : ''}`}>
      <header className="page-header">
        <h1 className="page-title">{title}</h1>
        {lead ? <p className="page-lead">{lead}</p> : null}
      </header>
      {children}
    </main>
  );
}

/** Marks where a later issue puts a page's content; keeps the real layout visible meanwhile. */
export function Placeholder({ children }: { children?: ReactNode }) {
  return <div className="placeholder">{children ?? 'This section is being prepared.'}</div>;
}
