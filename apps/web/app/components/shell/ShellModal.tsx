import { Link, useLocation, useNavigate } from '@remix-run/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { mayShowModal, modalHref, type ModalParam } from '~/lib/shell-modals';

/**
 * A modal whose open state is its query parameter. Closing (the close link, Escape or the
 * backdrop) removes the parameter. Mobile-only modals are hidden by CSS at 768 px and up.
 * Works without JavaScript: open and close are plain links.
 */
export function ShellModal({ param, title, children, mobileOnly = false, variant = 'dialog' }: { param: ModalParam; title: string; children: ReactNode; mobileOnly?: boolean; variant?: 'dialog' | 'sheet' }) {
  const location = useLocation();
  const navigate = useNavigate();
  const closeHref = modalHref(location.pathname, location.search, param, false);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = `${param}-title`;

  // At 768 px and wider the menu and search modals close (CSS hides them before this runs).
  useEffect(() => {
    const check = () => {
      if (!mayShowModal(param, window.innerWidth)) navigate(closeHref, { replace: true, preventScrollReset: true });
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [param, closeHref, navigate]);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') navigate(closeHref, { replace: true, preventScrollReset: true });
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [closeHref, navigate]);

  return (
    <div className={`shell-modal shell-modal--${variant}${mobileOnly ? ' shell-modal--mobile-only' : ''}`} data-modal={param}>
      <Link to={closeHref} replace preventScrollReset className="shell-modal-backdrop" aria-hidden="true" tabIndex={-1} />
      <div ref={panel} className="shell-modal-panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="shell-modal-header">
          <h2 id={titleId} className="shell-modal-title">{title}</h2>
          <Link to={closeHref} replace preventScrollReset className="shell-modal-close" aria-label="Close">
            <span aria-hidden="true">×</span>
          </Link>
        </div>
        <div className="shell-modal-body">{children}</div>
      </div>
    </div>
  );
}
