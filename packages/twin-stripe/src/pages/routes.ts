// Routing of the hosted pages under /pages.
import type { Twin } from '../core/context';
import type { Params } from '../core/form';
import { checkoutPage, checkoutThreeDsPage, portalPage, submitCheckout, submitCheckoutThreeDs, submitPortal } from './billing';
import { cardPage, submitCard, submitThreeDs, threeDsPage } from './card';
import { onboardingPage, submitOnboarding } from './connect';
import type { PageResponse } from './html';

export function handlePage(t: Twin, method: string, path: string, query: Params, form: Params): PageResponse | undefined {
  const get = method === 'GET';
  const post = method === 'POST';
  let m: RegExpExecArray | null;
  if (path === '/pages/card') return get ? cardPage(t, query) : post ? submitCard(t, form) : undefined;
  if ((m = /^\/pages\/3ds\/([^/]+)$/.exec(path)) !== null) {
    const id = decodeURIComponent(m[1] as string);
    return get ? threeDsPage(t, id, query) : post ? submitThreeDs(t, id, form) : undefined;
  }
  if ((m = /^\/pages\/connect\/onboarding\/([^/]+)$/.exec(path)) !== null) {
    const id = decodeURIComponent(m[1] as string);
    return get ? onboardingPage(t, id) : post ? submitOnboarding(t, id, form) : undefined;
  }
  if ((m = /^\/pages\/checkout\/([^/]+)\/3ds$/.exec(path)) !== null) {
    const id = decodeURIComponent(m[1] as string);
    return get ? checkoutThreeDsPage(t, id) : post ? submitCheckoutThreeDs(t, id, form) : undefined;
  }
  if ((m = /^\/pages\/checkout\/([^/]+)$/.exec(path)) !== null) {
    const id = decodeURIComponent(m[1] as string);
    return get ? checkoutPage(t, id) : post ? submitCheckout(t, id, form) : undefined;
  }
  if ((m = /^\/pages\/billing_portal\/([^/]+)$/.exec(path)) !== null) {
    const id = decodeURIComponent(m[1] as string);
    return get ? portalPage(t, id) : post ? submitPortal(t, id, form) : undefined;
  }
  return undefined;
}
