import { useLocation, useNavigate } from '@remix-run/react';
import { Modal } from '@variegata/ui/Modal';
import { useEffect, type ReactNode } from 'react';
import { mayShowModal, modalHref, type ModalParam } from '~/lib/shell-modals';

/**
 * A modal whose open state is its query parameter (the UI kit's Modal: focus kept inside,
 * Escape, backdrop and close button). Closing removes the parameter. Mobile-only modals are
 * hidden by CSS at 768 px and up, and close themselves there.
 */
export function ShellModal({ param, title, children, mobileOnly = false, variant = 'dialog' }: { param: ModalParam; title: string; children: ReactNode; mobileOnly?: boolean; variant?: 'dialog' | 'sheet' }) {
  const location = useLocation();
  const navigate = useNavigate();
  const closeHref = modalHref(location.pathname, location.search, param, false);
  const close = () => navigate(closeHref, { replace: true, preventScrollReset: true });

  useEffect(() => {
    if (!mobileOnly) return undefined;
    const check = () => {
      if (!mayShowModal(param, window.innerWidth)) navigate(closeHref, { replace: true, preventScrollReset: true });
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [mobileOnly, param, closeHref, navigate]);

  return (
    <Modal open onClose={close} title={title} variant={variant} id={`${param}-modal`} className={mobileOnly ? 'shell-modal--mobile-only' : undefined}>
      {children}
    </Modal>
  );
}
