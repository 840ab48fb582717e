import { SmartBanner as UiSmartBanner } from '@variegata/ui/SmartBanner';
import { useEffect, useState } from 'react';
import { PLAY_STORE_URL } from '~/shell/config';
import { useDismissed } from '~/shell/ui-store';
import { useDismissNotice } from './useShellActions';

/** Android smart banner: hidden in standalone mode; dismissing it lasts 90 days (cookie). */
export function SmartBanner() {
  const dismissed = useDismissed('smart-banner');
  const dismiss = useDismissNotice('smart-banner', 'dismiss-smart-banner');
  const [standalone, setStandalone] = useState(false);
  useEffect(() => setStandalone(window.matchMedia?.('(display-mode: standalone)').matches === true), []);
  if (dismissed || standalone) return null;
  return <UiSmartBanner appName="Variegata" description="Live sales, offers and Plant Pay in the app" href={PLAY_STORE_URL} onDismiss={dismiss} />;
}
