/**
 * Modal state lives in query parameters (spec 1 §2.2): `open` opens the matching modal,
 * closing removes the parameter. The menu and search modals open only under 768 px.
 */
export const MODAL_PARAMS = ['mobilemenu', 'mobilesearch', 'plantpay', 'klarna'] as const;
export type ModalParam = (typeof MODAL_PARAMS)[number];

/** Spec 1 §9: the mobile breakpoint. */
export const MOBILE_BREAKPOINT_PX = 768;
const MOBILE_ONLY: ReadonlySet<ModalParam> = new Set(['mobilemenu', 'mobilesearch']);

export function isModalParamOpen(search: URLSearchParams, name: ModalParam): boolean {
  return search.get(name) === 'open';
}

/** Whether a modal whose parameter is `open` is shown at this viewport width. */
export function mayShowModal(name: ModalParam, viewportWidth: number): boolean {
  return !MOBILE_ONLY.has(name) || viewportWidth < MOBILE_BREAKPOINT_PX;
}

/** The open modal (if any), in a fixed order so only one shows at a time. */
export function openModal(search: URLSearchParams): ModalParam | null {
  return MODAL_PARAMS.find((name) => isModalParamOpen(search, name)) ?? null;
}

/** The current location with the modal's parameter set to open (opening) or removed (closing). */
export function modalHref(pathname: string, search: string, name: ModalParam, open: boolean): string {
  const params = new URLSearchParams(search);
  if (open) params.set(name, 'open');
  else params.delete(name);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/** True when two locations differ only in modal parameters (no data needs reloading). */
export function onlyModalParamsChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const name of MODAL_PARAMS) params.delete(name);
    params.sort();
    return params.toString();
  };
  return strip(current) === strip(next);
}
