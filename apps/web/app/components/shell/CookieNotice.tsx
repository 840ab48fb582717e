import { Button } from '@variegata/ui/Button';
import { useDismissed } from '~/lib/shell-ui-store';
import { PreferenceForm } from './PreferenceForm';

/** Cookie notice: accepting sets euCookiesAccepted=1 for 10 years (a POST, so it works without JavaScript). */
export function CookieNotice() {
  if (useDismissed('cookie-notice')) return null;
  return (
    <section className="cookie-notice" aria-label="Cookies">
      <p>We use cookies to keep you signed in, remember your choices and understand how the site is used. <a href="/terms">Learn more</a></p>
      <PreferenceForm intent="accept-cookies" notice="cookie-notice">
        <Button type="submit" size="sm">Accept</Button>
      </PreferenceForm>
    </section>
  );
}
