import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppDownloadModal, type AppDownloadModalProps } from './AppDownloadModal';
import { OverlayTrigger } from './story-overlay-trigger';

function Demo(props: Omit<AppDownloadModalProps, 'open' | 'onClose'>) {
  return <OverlayTrigger label="Plant pay">{(open, close) => <AppDownloadModal {...props} open={open} onClose={close} />}</OverlayTrigger>;
}

const meta = {
  title: 'Shell/AppDownloadModal',
  component: Demo,
  args: {
    title: 'Plant pay is in the app',
    children: <p>Send and pay invoices for plants you buy from sellers you know. Download the Variegata app to use plant pay.</p>,
    appStoreHref: 'https://apps.apple.com/app/id000000000',
    googlePlayHref: 'https://play.google.com/store/apps/details?id=com.example.variegata',
    disclaimer: (
      <p>
        Loans to California residents are made or arranged pursuant to a California Financing Law license. Financing is
        offered by our partner and subject to approval.
      </p>
    ),
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlantPay: Story = {};
export const BuyNowPayLater: Story = {
  args: {
    title: 'Pay in instalments in the app',
    children: <p>Split your purchase into 4 interest-free payments. Instalments are available in the Variegata app.</p>,
  },
};
