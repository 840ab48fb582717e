import { Form } from '@remix-run/react';
import { Banner } from '@variegata/ui/Banner';
import { Button } from '@variegata/ui/Button';
import { assertPayoutStatusBoxType, type PayoutStatusBoxType } from '@variegata/validation/payout-terms';
import type { ReactNode } from 'react';
import { CsrfField } from '~/shell/CsrfField';

const BOXES: Readonly<Record<PayoutStatusBoxType, { tone: 'warning' | 'success' | 'error'; title: string; action: string; linkType: 'onboarding' | 'update' }>> = {
  verificationNeeded: { tone: 'warning', title: 'Verification needed', action: 'Continue to verification', linkType: 'onboarding' },
  verificationSuccess: { tone: 'success', title: 'Payouts are set up', action: 'Edit payout details', linkType: 'update' },
  verificationError: { tone: 'error', title: 'Verification failed', action: 'Try verification again', linkType: 'onboarding' },
};

/**
 * The connected account's status (spec 3 §2): one of three boxes, each with the way on (the
 * provider's hosted onboarding). Any other type is a developer error.
 */
export function PayoutStatusBox({ type, children, listingId, pending }: { type: string; children?: ReactNode; listingId?: string | null; pending?: boolean }) {
  const box = BOXES[assertPayoutStatusBoxType(type)];
  return (
    <div className={`po-status po-status--${type}`} data-status={type}>
      <Banner
        tone={box.tone}
        title={box.title}
        actions={
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="intent" value="continue-verification" />
            <input type="hidden" name="linkType" value={box.linkType} />
            {listingId ? <input type="hidden" name="listingId" value={listingId} /> : null}
            <Button type="submit" size="sm" variant={type === 'verificationSuccess' ? 'secondary' : 'primary'} loading={pending} loadingLabel="Opening verification">
              {box.action}
            </Button>
          </Form>
        }
      >
        {children}
      </Banner>
    </div>
  );
}
