import { Button } from '@variegata/ui/Button';
import { useEffect, useState } from 'react';
import { PLAY_STORE_URL } from '~/lib/shell-config';
import { useDismissed } from '~/lib/shell-ui-store';
import { PreferenceForm } from './PreferenceForm';

/** Android smart banner: hidden in standalone mode; dismissing it lasts 90 days. */
export function SmartBanner() {
  const dismissed = useDismissed('smart-banner');
  const [standalone, setStandalone] = useState(false);
  useEffect(() => setStandalone(window.matchMedia?.('(display-mode: standalone)').matches === true), []);
  if (dismissed || standalone) return null;
  return (
    <section className="smart-banner" aria-label="Get the app">
      <PreferenceForm intent="dismiss-smart-banner" notice="smart-banner">
        <button type="submit" className="icon-button" aria-label="Dismiss">×</button>
      </PreferenceForm>
      <div className="smart-banner-text">
        <strong>Variegata</strong>
        <span>Live sales, offers and Plant Pay in the app</span>
      </div>
      <Button href={PLAY_STORE_URL} size="sm" rel="noopener noreferrer">Get</Button>
    </section>
  );
}
