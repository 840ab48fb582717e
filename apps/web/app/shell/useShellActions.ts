import { useFetcher, useLocation, useNavigate, useSubmit } from '@remix-run/react';
import { useEffect } from 'react';
import { mayShowModal, modalHref, type ModalParam } from '~/shell/modals';
import { useShellRootData } from '~/shell/root-data';
import { useShellUi, type DismissibleNotice } from '~/shell/ui-store';

/** Logout from a menu item: a CSRF-checked POST to /logout, which lands on the landing page. */
export function useLogout(): () => void {
  const submit = useSubmit();
  const csrf = useShellRootData()?.csrfToken ?? '';
  return () => submit({ _csrf: csrf }, { method: 'post', action: '/logout' });
}

/** The current location without the modal's parameter (the close link, for browsers without JavaScript). */
export function useCloseHref(param: ModalParam): string {
  const { pathname, search } = useLocation();
  return modalHref(pathname, search, param, false);
}

/** Closing a modal removes its query parameter. */
export function useCloseModal(param: ModalParam): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return () => navigate(modalHref(pathname, search, param, false), { replace: true, preventScrollReset: true });
}

/** Dismisses a notice at once (zustand) and stores the dismissal cookie with a CSRF-checked POST. */
export function useDismissNotice(notice: DismissibleNotice, intent: string, value?: string): () => void {
  const fetcher = useFetcher();
  const csrf = useShellRootData()?.csrfToken ?? '';
  const dismiss = useShellUi((state) => state.dismiss);
  return () => {
    dismiss(notice);
    fetcher.submit({ _csrf: csrf, intent, ...(value ? { value } : {}) }, { method: 'post', action: '/preferences' });
  };
}

/** The menu and search modals are for narrow screens: at 768 px and wider they close (CSS hides them before this runs). */
export function useMobileOnlyModal(param: ModalParam, enabled = true): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const closeHref = modalHref(pathname, search, param, false);
  useEffect(() => {
    if (!enabled) return undefined;
    const check = () => {
      if (!mayShowModal(param, window.innerWidth)) navigate(closeHref, { replace: true, preventScrollReset: true });
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [enabled, param, closeHref, navigate]);
}
