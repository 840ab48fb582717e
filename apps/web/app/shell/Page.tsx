import { Page as UiPage } from '@variegata/ui/Layout';
import type { ReactNode } from 'react';

/** The main column of a page: its heading and content (the UI kit's Page). The shell is around it. */
export function Page({ title, children, className, lead, size = 'default' }: { title: ReactNode; children?: ReactNode; className?: string; lead?: ReactNode; size?: 'default' | 'narrow' }) {
  // Pages written before the kit's Page mark narrow layouts with the page--narrow class.
  const width = className?.split(' ').includes('page--narrow') ? 'narrow' : size;
  return (
    <UiPage id="main" title={title} description={lead} size={width} className={className}>
      {children}
    </UiPage>
  );
}

/** Marks where a later issue puts a page's content; keeps the real layout visible meanwhile. */
export function Placeholder({ children }: { children?: ReactNode }) {
  return <div className="placeholder">{children ?? 'This section is being prepared.'}</div>;
}
