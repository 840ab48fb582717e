import { AppDownloadModal } from '@variegata/ui/AppDownloadModal';
import { APP_STORE_URL, CALIFORNIA_DISCLAIMER, PLAY_STORE_URL } from '~/shell/config';

/** "Make an offer in the app" (the order panel opens it): offers are made and answered in the app. */
export function OfferAppModal({ onClose }: { onClose: () => void }) {
  return (
    <AppDownloadModal open onClose={onClose} title="Make an offer in the app" appStoreHref={APP_STORE_URL} googlePlayHref={PLAY_STORE_URL} disclaimer={CALIFORNIA_DISCLAIMER}>
      <p>Offers are made and answered in the Variegata app. Download it to send the seller an offer.</p>
    </AppDownloadModal>
  );
}
