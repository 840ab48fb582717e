import { describe, expect, it } from 'vitest';
import { states, transitions } from '@variegata/transaction-process/process';
import { formatDay, statusView } from './status';

const entered = new Date('2026-11-24T10:00:00.000Z');
const view = (lastTransition: string, role: 'customer' | 'provider' = 'customer', paidOutAt: Date | null = null) =>
  statusView({ role, lastTransition, lastTransitionedAt: entered, paidOutAt });

describe('order status', () => {
  it('payment pending: the spec label and its 15-minute window', () => {
    const status = view('request-payment');
    expect(status).toMatchObject({ state: 'pending-payment', label: 'payment pending (15 minutes to confirm)', tone: 'warning' });
    expect(status.deadline).toEqual({ text: 'Confirm the payment by', at: '2026-11-24T10:15:00.000Z' });
    expect(status.payout).toBeUndefined();
  });

  it('purchased: the seller is told to ship within 7 days and when they are paid', () => {
    const seller = view('confirm-payment', 'provider');
    expect(seller).toMatchObject({ label: 'purchased', detail: 'Paid. Buy a shipping label, pack the plant and mark it shipped.' });
    expect(seller.deadline).toEqual({ text: 'Mark it shipped by', at: '2026-12-01T10:00:00.000Z' });
    expect(seller.payout).toBe('You are paid within 4 days after the buyer marks it received, or 10 days after it is marked shipped.');
    expect(view('confirm-payment').payout).toBe('The seller is paid within 4 days after the buyer marks it received, or 10 days after it is marked shipped.');
  });

  it('shipped, received, disputed and paid out', () => {
    expect(view('mark-delivered')).toMatchObject({ label: 'delivered (marked shipped)', deadline: { text: 'Marked received automatically on', at: '2026-12-04T10:00:00.000Z' } });
    expect(view('mark-delivered', 'provider').payout).toBe('You are paid within 4 days after the buyer marks it received, or on Dec 4, 2026 at the latest.');
    expect(view('mark-received')).toMatchObject({ label: 'received', deadline: { text: 'Open a dispute by', at: '2026-11-27T10:00:00.000Z' } });
    expect(view('mark-received', 'provider').payout).toBe('You are paid on Nov 27, 2026, when the dispute window closes.');
    expect(view('dispute')).toMatchObject({ label: 'disputed', tone: 'danger', payout: 'The payout waits until the dispute is resolved.' });
    expect(view('auto-complete', 'provider', new Date('2026-11-27T10:00:00Z')).payout).toBe('You were paid on Nov 27, 2026.');
  });

  it('reviews: given or needed for each side', () => {
    expect(view('review-1-by-customer', 'customer').label).toBe('review given');
    expect(view('review-1-by-customer', 'provider').label).toBe('review needed');
    expect(view('review-2-by-provider').label).toBe('reviewed');
    expect(view('auto-complete').deadline).toEqual({ text: 'Reviews close on', at: '2026-12-01T10:00:00.000Z' });
  });

  it('a below-reserve auction carries the 5-day note', () => {
    const status = view('request-payment-after-reserve-bid', 'provider');
    expect(status).toMatchObject({ label: 'reserve pending (highest bidder)', note: 'If an auction ends below reserve, the seller has 5 days to accept the highest bid.' });
    expect(status.deadline?.at).toBe('2026-11-29T10:00:00.000Z');
  });

  it('has a label, tone and text for every state of the process, for both roles', () => {
    for (const state of states) {
      const into = transitions.find((t) => t.to === state);
      if (!into) continue;
      for (const role of ['customer', 'provider'] as const) {
        const status = view(into.name, role);
        expect(status.label.length, state).toBeGreaterThan(0);
        expect(status.detail.length, state).toBeGreaterThan(0);
      }
    }
  });

  it('prints days in UTC', () => {
    expect(formatDay('2026-11-24T23:30:00.000Z')).toBe('Nov 24, 2026');
  });
});
