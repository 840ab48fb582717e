import { SmartBanner as UiSmartBanner } from '@variegata/ui/SmartBanner';
import { PLAY_STORE_URL } from '~/shell/config';
import { useDismissed } from '~/shell/ui-store';
import { useDismissNotice } from './useShellActions';

/** Android smart banner: dismissing it lasts 90 days (cookie); the UI kit's styles hide it in an installed app (standalone mode). */
export function SmartBanner() {
  const dismissed = useDismissed('smart-banner');
  const dismiss = useDismissNotice('smart-banner', 'dismiss-smart-banner');
  if (dismissed) return null;
  return <UiSmartBanner appName="Variegata" description="Live sales, offers and Plant Pay in the app" href={PLAY_STORE_URL} onDismiss={dismiss} />;
}
