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
  it.each<[(typeof states)[number], Role, string]>([
    ['enquiry', 'customer', 'enquired'],
    ['pending-payment', 'customer', 'payment pending (15 minutes to confirm)'],
    ['payment-expired', 'provider', 'payment expired'],
    ['purchased', 'provider', 'purchased'],
    ['delivered', 'customer', 'delivered (marked shipped)'],
    ['received-dispute-phase', 'customer', 'received'],
    ['received', 'provider', 'received'],
    ['disputed', 'provider', 'disputed'],
    ['canceled', 'customer', 'canceled'],
    ['negotiation', 'customer', 'offer'],
    ['pending-reserve-confirm', 'customer', 'reserve pending (highest bidder)'],
  ])('uses the spec 3 §4 page labels: %s for the %s is %j', (state, role, label) => {
    expect(labelsOf(state, role).status).toBe(label);
  });

  it('adds the reserve grace note to a below-reserve auction', () => {
    expect(labelsOf('pending-reserve-confirm', 'provider').note).toBe(RESERVE_GRACE_NOTE);
    expect(RESERVE_GRACE_NOTE).toBe('If an auction ends below reserve, the seller has 5 days to accept the highest bid.');
    expect(labelsOf('purchased', 'provider').note).toBeUndefined();
  });

  it.each<[(typeof states)[number], Role, string]>([
    ['enquiry', 'customer', 'enquiry'],
    ['pending-payment', 'provider', 'pending payment'],
    ['bidded', 'customer', 'pending auction'],
    ['under-reserve-bidded', 'customer', 'pending auction'],
    ['negotiation', 'provider', 'pending offer'],
    ['delivered', 'provider', 'delivered/shipped'],
    ['payment-expired', 'customer', 'payment expired'],
    ['reviewed', 'customer', 'reviewed'],
  ])('uses the spec 3 §2 inbox states: %s for the %s is %j', (state, role, label) => {
    expect(labelsOf(state, role).inbox).toBe(label);
  });

  it.each<[(typeof states)[number], Role, string]>([
    ['completed', 'customer', 'review needed'],
    ['completed', 'provider', 'review needed'],
    ['reviewed-by-customer', 'customer', 'review given'],
    ['reviewed-by-customer', 'provider', 'review needed'],
    ['reviewed-by-provider', 'provider', 'review given'],
    ['reviewed-by-provider', 'customer', 'review needed'],
  ])('says review needed or review given depending on who reviewed and who looks: %s for the %s is %j', (state, role, label) => {
    expect(labelsOf(state, role).inbox).toBe(label);
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
