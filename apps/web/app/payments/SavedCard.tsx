import { Form, useNavigation, useSubmit } from '@remix-run/react';
import { Banner } from '@variegata/ui/Banner';
import { Button } from '@variegata/ui/Button';
import { CARD_BRAND_LABELS, CardBrandIcon, cardBrandIconName } from '@variegata/ui/CardBrandIcon';
import { Modal } from '@variegata/ui/Modal';
import { useRef, useState, type ReactNode } from 'react';
import { CsrfField } from '~/shell/CsrfField';
import type { SavedCardView } from './saved-card';
import { CARD_EXPIRED_TEXT } from './texts';

/**
 * The default card: brand icon, last 4 digits, expiry (month and 2-digit year), expired warning,
 * and its actions. Deleting asks first (without JavaScript the button deletes at once).
 */
export function SavedCard({ card, actions }: { card: SavedCardView; actions: ReactNode }) {
  const brandName = CARD_BRAND_LABELS[cardBrandIconName(card.brand)];
  const navigation = useNavigation();
  const submit = useSubmit();
  const deleteForm = useRef<HTMLFormElement>(null);
  const [confirming, setConfirming] = useState(false);
  const deleting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'delete-card';
  return (
    <section className={`pm-card${card.expired ? ' pm-card--expired' : ''}`} aria-labelledby="pm-card-title">
      <div className="pm-card__face">
        <CardBrandIcon brand={card.brand} size="lg" />
        <div className="pm-card__details">
          <h3 id="pm-card-title" className="pm-card__title">
            {brandName} ending in {card.last4}
          </h3>
          <p className="pm-card__meta">
            <span className="pm-card__number" aria-hidden="true">
              •••• {card.last4}
            </span>
            <span>
              {card.expired ? 'Expired' : 'Expires'}{' '}
              <span className="pm-card__expiry">
                {card.expMonth}/{card.expYear}
              </span>
            </span>
          </p>
        </div>
        <span className={`pm-card__badge${card.expired ? ' pm-card__badge--expired' : ''}`}>{card.expired ? 'Expired' : 'Default'}</span>
      </div>
      {card.expired ? (
        <Banner tone="warning" title="Your card has expired">
          {CARD_EXPIRED_TEXT}
        </Banner>
      ) : null}
      <div className="pm-card__actions">
        {actions}
        <Form method="post" ref={deleteForm} className="pm-inline-form">
          <CsrfField />
          <input type="hidden" name="intent" value="delete-card" />
          <Button
            type="submit"
            variant="ghost"
            loading={deleting}
            loadingLabel="Deleting card"
            onClick={(event) => {
              event.preventDefault();
              setConfirming(true);
            }}
          >
            Delete card
          </Button>
        </Form>
      </div>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this card?"
        size="sm"
        footer={
          <>
            <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
              Keep card
            </Button>
            <Button
              type="button"
              variant="danger"
              onClick={() => {
                setConfirming(false);
                if (deleteForm.current) submit(deleteForm.current, { method: 'post' });
              }}
            >
              Delete card
            </Button>
          </>
        }
      >
        <p>
          The {brandName} ending in {card.last4} will be removed. You will need a saved card again to bid on auctions.
        </p>
      </Modal>
    </section>
  );
}
