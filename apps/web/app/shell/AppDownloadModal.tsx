import { AppDownloadModal as UiAppDownloadModal } from '@variegata/ui/AppDownloadModal';
import { APP_STORE_URL, CALIFORNIA_DISCLAIMER, PLAY_STORE_URL } from '~/shell/config';
import { useCloseHref, useCloseModal } from './useShellActions';

const texts = {
  plantpay: {
    title: 'Plant Pay is in the Variegata app',
    body: 'Split a purchase into instalments and pay sellers with Plant Pay invoices. Download the app to use Plant Pay.',
  },
  klarna: {
    title: 'Buy now, pay later',
    body: 'Pay for your plants over time with our buy-now-pay-later partner. Download the app to pay in instalments.',
  },
} as const;

/** The plant pay (?plantpay=open) and buy-now-pay-later (?klarna=open) prompts: the feature needs the app. */
export function AppDownloadModal({ param }: { param: 'plantpay' | 'klarna' }) {
  const close = useCloseModal(param);
  const closeHref = useCloseHref(param);
  const text = texts[param];
  return (
    <UiAppDownloadModal open onClose={close} closeHref={closeHref} title={text.title} appStoreHref={APP_STORE_URL} googlePlayHref={PLAY_STORE_URL} disclaimer={CALIFORNIA_DISCLAIMER}>
      <p>{text.body}</p>
    </UiAppDownloadModal>
  );
}
