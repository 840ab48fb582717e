import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availableActions, availableActionsAfter, disputeTransition, reviewTransitions, type ReviewsGiven } from './actions';
import { allowedTransitions } from './engine';
import { states, transitions, type Role, type State } from './process';

const none: ReviewsGiven = { byCustomer: false, byProvider: false };
const summary = (state: State, role: Role, last: string, reviews: ReviewsGiven = none): string[] =>
  availableActions(state, role, last, reviews).map((a) => `${a.kind}:${a.transition}`);

describe('transaction page actions', () => {
  it('lets the provider mark a purchase shipped or decline the sale', () => {
    expect(summary('purchased', 'provider', 'confirm-payment')).toEqual(['mark-shipped:mark-delivered', 'decline-sale:cancel']);
  });

  it('lets the customer mark a purchase received before it is marked shipped', () => {
    expect(summary('purchased', 'customer', 'confirm-payment')).toEqual(['mark-received:mark-received-from-purchased']);
  });

  it('lets the customer mark received or dispute once shipped; the provider waits', () => {
    expect(summary('delivered', 'customer', 'mark-delivered')).toEqual(['mark-received:mark-received', 'dispute:dispute']);
    expect(summary('delivered', 'provider', 'mark-delivered')).toEqual([]);
  });

  it('disputes with received-dispute after a mark received, with dispute otherwise (spec 3 §4)', () => {
    expect(summary('received-dispute-phase', 'customer', 'mark-received')).toEqual(['dispute:received-dispute']);
    expect(summary('received-dispute-phase', 'customer', 'mark-received-from-purchased')).toEqual(['dispute:received-dispute']);
    expect(disputeTransition('mark-received')).toBe('received-dispute');
    expect(disputeTransition('mark-received-from-purchased')).toBe('received-dispute');
    expect(disputeTransition('mark-delivered')).toBe('dispute');
  });

  it('offers no dispute once received or disputed', () => {
    expect(summary('received', 'customer', 'auto-mark-received')).toEqual([]);
    expect(summary('disputed', 'customer', 'dispute')).toEqual([]);
  });

  it('lets the provider accept the highest bid below reserve', () => {
    expect(summary('pending-reserve-confirm', 'provider', 'request-payment-after-reserve-bid')).toEqual(['accept-highest-bid:accept-reserve-bid']);
    expect(summary('pending-reserve-confirm', 'customer', 'request-payment-after-reserve-bid')).toEqual([]);
  });

  it('lets only the side that did not make the current offer accept it', () => {
    expect(summary('negotiation', 'provider', 'negotiate-amount')).toEqual(['accept-offer:provider-accept-offer']);
    expect(summary('negotiation', 'provider', 'customer-update-offer')).toEqual(['accept-offer:provider-accept-offer']);
    expect(summary('negotiation', 'customer', 'negotiate-amount-after-enquiry')).toEqual([]);
    expect(summary('negotiation', 'customer', 'provider-update-offer')).toEqual(['accept-offer:customer-accept-offer']);
    expect(summary('negotiation', 'provider', 'provider-update-offer')).toEqual([]);
  });

  it('picks the first review when the other side has not reviewed, the second otherwise', () => {
    expect(availableActions('completed', 'customer', 'auto-complete', none)).toEqual([
      { kind: 'review', transition: 'review-1-by-customer', fallbackTransition: 'review-2-by-customer', privileged: false },
    ]);
    expect(availableActions('reviewed-by-provider', 'customer', 'review-1-by-provider', { byCustomer: false, byProvider: true })).toEqual([
      { kind: 'review', transition: 'review-2-by-customer', privileged: false },
    ]);
    expect(summary('completed', 'provider', 'auto-complete')).toEqual(['review:review-1-by-provider']);
    expect(summary('reviewed-by-customer', 'provider', 'review-1-by-customer', { byCustomer: true, byProvider: false })).toEqual(['review:review-2-by-provider']);
    expect(reviewTransitions('provider', { byCustomer: true, byProvider: false })).toEqual({ transition: 'review-2-by-provider' });
    expect(reviewTransitions('provider', { byCustomer: false, byProvider: false })).toEqual({ transition: 'review-1-by-provider', fallbackTransition: 'review-2-by-provider' });
  });

  it('offers no review to a side that has reviewed, nor after the review period', () => {
    expect(summary('reviewed-by-customer', 'customer', 'review-1-by-customer', { byCustomer: true, byProvider: false })).toEqual([]);
    expect(summary('reviewed', 'customer', 'expire-review-period')).toEqual([]);
    expect(summary('reviewed', 'provider', 'review-2-by-provider', { byCustomer: true, byProvider: true })).toEqual([]);
  });

  it('offers the first review with the second as fallback when the other review is not seen yet', () => {
    // The provider reviewed after the page loaded: state reviewed-by-provider, reviews not yet showing it.
    const [review] = availableActions('reviewed-by-provider', 'customer', 'review-1-by-provider', none);
    expect(review).toEqual({ kind: 'review', transition: 'review-1-by-customer', fallbackTransition: 'review-2-by-customer', privileged: false });
  });

  it('derives the state from the last transition', () => {
    expect(availableActionsAfter('mark-received', 'customer', none).map((a) => a.transition)).toEqual(['received-dispute']);
    expect(() => availableActionsAfter('nope', 'customer', none)).toThrow('Unknown transition');
  });

  it('property: every action names a transition the role may take from the state (or its fallback)', () => {
    const stateWithLast = transitions.map((t) => [t.to, t.name] as const);
    fc.assert(
      fc.property(fc.constantFrom(...stateWithLast), fc.constantFrom<Role>('customer', 'provider'), fc.boolean(), fc.boolean(), ([state, last], role, byCustomer, byProvider) => {
        const allowed = allowedTransitions(state, role).map((t) => t.name);
        for (const a of availableActions(state, role, last, { byCustomer, byProvider })) {
          const ok = allowed.includes(a.transition) || (a.fallbackTransition !== undefined && allowed.includes(a.fallbackTransition));
          expect([a.transition, ok]).toEqual([a.transition, true]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('offers nothing in a final state', () => {
    for (const s of states.filter((x) => ['payment-expired', 'canceled', 'reviewed', 'auction-expired'].includes(x))) {
      for (const role of ['customer', 'provider'] as const) expect(availableActions(s, role, 'x', none)).toEqual([]);
    }
  });
});
