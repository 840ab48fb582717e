import { Modal } from '@variegata/ui/Modal';
import type { ReactNode } from 'react';
import type { ModalParam } from '~/shell/modals';
import { useCloseHref, useCloseModal, useMobileOnlyModal } from './useShellActions';

/**
 * A modal whose open state is its query parameter (the UI kit's Modal: focus kept inside,
 * Escape, backdrop and close button). Closing removes the parameter. Mobile-only modals are
 * hidden by CSS at 768 px and up, and close themselves there.
 */
export function ShellModal({ param, title, children, mobileOnly = false }: { param: ModalParam; title: string; children: ReactNode; mobileOnly?: boolean }) {
  const close = useCloseModal(param);
  const closeHref = useCloseHref(param);
  useMobileOnlyModal(param, mobileOnly);
  return (
    <Modal open onClose={close} closeHref={closeHref} title={title} id={`${param}-modal`} className={mobileOnly ? 'shell-modal--mobile-only' : undefined}>
      {children}
    </Modal>
  );
}
