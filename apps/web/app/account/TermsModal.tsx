import { Modal } from '@variegata/ui/Modal';

/** The terms of service, opened from the signup form (spec 1 §2.3). */
export function TermsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Terms of Service" size="lg" id="terms-modal">
      <p>Last updated: July 1st, 2021</p>
      <p>
        These terms govern your use of Variegata, a marketplace where people buy and sell rare and variegated plants. By creating an
        account you agree to list plants honestly, to ship them with care and in line with the laws of your country, and to treat other
        members with respect.
      </p>
      <p>
        Payments are processed by our card payment provider. Sellers are paid out to their connected bank account after the order is
        received. Membership subscriptions renew automatically until you cancel them from your account.
      </p>
      <p>
        The full terms are available at <a href="/terms">/terms</a>.
      </p>
    </Modal>
  );
}
