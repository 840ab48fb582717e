import { useLocation } from '@remix-run/react';
import { CookieNotice as UiCookieNotice } from '@variegata/ui/CookieNotice';
import { useShellRootData } from '~/shell/root-data';
import { useDismissed } from '~/shell/ui-store';
import { useDismissNotice } from './useShellActions';

/**
 * Cookie notice: accepting sets euCookiesAccepted=1 for 10 years. The button is a POST form,
 * so it works without JavaScript; with it, the notice hides at once and the cookie is set by a fetcher.
 */
export function CookieNotice() {
  const { pathname, search } = useLocation();
  const csrf = useShellRootData()?.csrfToken ?? '';
  const accept = useDismissNotice('cookie-notice', 'accept-cookies');
  if (useDismissed('cookie-notice')) return null;
  return (
    <UiCookieNotice
      action="/preferences"
      hiddenFields={{ _csrf: csrf, intent: 'accept-cookies', returnTo: `${pathname}${search}` }}
      onAccept={accept}
      learnMore={{ href: '/terms', label: 'How we use cookies' }}
    >
      We use cookies to keep you signed in, remember your choices and understand how the site is used.
    </UiCookieNotice>
  );
}
