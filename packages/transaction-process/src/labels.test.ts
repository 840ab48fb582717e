import { describe, expect, it } from 'vitest';
import { inboxStateLabels, RESERVE_GRACE_NOTE, statusLabels, transactionLabels } from './labels';
import { states, transitions, type Role } from './process';

const roles: readonly Role[] = ['customer', 'provider'];
const lastInto = (state: string): string => {
  const t = transitions.find((x) => x.to === state);
  if (t === undefined) throw new Error(`no transition into ${state}`);
  return t.name;
};
const labelsOf = (state: (typeof states)[number], role: Role) => transactionLabels({ state, role, lastTransition: lastInto(state) });

describe('transaction labels', () => {
  it.each<['status' | 'inbox', (typeof states)[number], Role, string]>([
    // uses the spec 3 §4 page labels
    ['status', 'enquiry', 'customer', 'enquired'],
    ['status', 'pending-payment', 'customer', 'payment pending (15 minutes to confirm)'],
    ['status', 'payment-expired', 'provider', 'payment expired'],
    ['status', 'purchased', 'provider', 'purchased'],
    ['status', 'delivered', 'customer', 'delivered (marked shipped)'],
    ['status', 'received-dispute-phase', 'customer', 'received'],
    ['status', 'received', 'provider', 'received'],
    ['status', 'disputed', 'provider', 'disputed'],
    ['status', 'canceled', 'customer', 'canceled'],
    ['status', 'negotiation', 'customer', 'offer'],
    ['status', 'pending-reserve-confirm', 'customer', 'reserve pending (highest bidder)'],
    // uses the spec 3 §2 inbox states
    ['inbox', 'enquiry', 'customer', 'enquiry'],
    ['inbox', 'pending-payment', 'provider', 'pending payment'],
    ['inbox', 'bidded', 'customer', 'pending auction'],
    ['inbox', 'under-reserve-bidded', 'customer', 'pending auction'],
    ['inbox', 'negotiation', 'provider', 'pending offer'],
    ['inbox', 'delivered', 'provider', 'delivered/shipped'],
    ['inbox', 'payment-expired', 'customer', 'payment expired'],
    ['inbox', 'reviewed', 'customer', 'reviewed'],
    // says review needed or review given depending on who reviewed and who looks
    ['inbox', 'completed', 'customer', 'review needed'],
    ['inbox', 'completed', 'provider', 'review needed'],
    ['inbox', 'reviewed-by-customer', 'customer', 'review given'],
    ['inbox', 'reviewed-by-customer', 'provider', 'review needed'],
    ['inbox', 'reviewed-by-provider', 'provider', 'review given'],
    ['inbox', 'reviewed-by-provider', 'customer', 'review needed'],
  ])('labels the %s of %s for the %s %j', (field, state, role, label) => {
    expect(labelsOf(state, role)[field]).toBe(label);
  });

  it('adds the reserve grace note to a below-reserve auction', () => {
    expect(labelsOf('pending-reserve-confirm', 'provider').note).toBe(RESERVE_GRACE_NOTE);
    expect(RESERVE_GRACE_NOTE).toBe('If an auction ends below reserve, the seller has 5 days to accept the highest bid.');
    expect(labelsOf('purchased', 'provider').note).toBeUndefined();
  });

  it('labels every state for both roles with labels from the spec lists', () => {
    const allowed: readonly string[] = [...inboxStateLabels, ...statusLabels];
    for (const s of states) {
      for (const role of roles) {
        const l = labelsOf(s, role);
        expect(inboxStateLabels).toContain(l.inbox);
        expect(allowed).toContain(l.status);
      }
    }
  });

  it('uses every inbox state label of the spec for some state', () => {
    const used = new Set(states.flatMap((s) => roles.map((r) => labelsOf(s, r).inbox)));
    expect([...inboxStateLabels].filter((l) => !used.has(l))).toEqual([]);
  });

  it('derives the state from the last transition when no state is given', () => {
    expect(transactionLabels({ role: 'customer', lastTransition: 'expire-payment' }).status).toBe('payment expired');
    expect(transactionLabels({ role: 'provider', lastTransition: 'received-dispute' }).inbox).toBe('disputed');
  });

  it('treats an unknown or inconsistent last transition as a developer error', () => {
    expect(() => transactionLabels({ role: 'customer', lastTransition: 'nope' })).toThrow('Unknown transition');
    expect(() => transactionLabels({ role: 'customer', lastTransition: 'mark-delivered', state: 'purchased' })).toThrow();
  });
});
