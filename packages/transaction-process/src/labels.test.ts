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
  it('uses the spec 3 §4 page labels', () => {
    expect(labelsOf('enquiry', 'customer').status).toBe('enquired');
    expect(labelsOf('pending-payment', 'customer').status).toBe('payment pending (15 minutes to confirm)');
    expect(labelsOf('payment-expired', 'provider').status).toBe('payment expired');
    expect(labelsOf('purchased', 'provider').status).toBe('purchased');
    expect(labelsOf('delivered', 'customer').status).toBe('delivered (marked shipped)');
    expect(labelsOf('received-dispute-phase', 'customer').status).toBe('received');
    expect(labelsOf('received', 'provider').status).toBe('received');
    expect(labelsOf('disputed', 'provider').status).toBe('disputed');
    expect(labelsOf('canceled', 'customer').status).toBe('canceled');
    expect(labelsOf('negotiation', 'customer').status).toBe('offer');
    expect(labelsOf('pending-reserve-confirm', 'customer').status).toBe('reserve pending (highest bidder)');
  });

  it('adds the reserve grace note to a below-reserve auction', () => {
    expect(labelsOf('pending-reserve-confirm', 'provider').note).toBe(RESERVE_GRACE_NOTE);
    expect(RESERVE_GRACE_NOTE).toBe('If an auction ends below reserve, the seller has 5 days to accept the highest bid.');
    expect(labelsOf('purchased', 'provider').note).toBeUndefined();
  });

  it('uses the spec 3 §2 inbox states', () => {
    expect(labelsOf('enquiry', 'customer').inbox).toBe('enquiry');
    expect(labelsOf('pending-payment', 'provider').inbox).toBe('pending payment');
    expect(labelsOf('bidded', 'customer').inbox).toBe('pending auction');
    expect(labelsOf('under-reserve-bidded', 'customer').inbox).toBe('pending auction');
    expect(labelsOf('negotiation', 'provider').inbox).toBe('pending offer');
    expect(labelsOf('delivered', 'provider').inbox).toBe('delivered/shipped');
    expect(labelsOf('payment-expired', 'customer').inbox).toBe('payment expired');
    expect(labelsOf('reviewed', 'customer').inbox).toBe('reviewed');
  });

  it('says review needed or review given depending on who reviewed and who looks', () => {
    expect(labelsOf('completed', 'customer').inbox).toBe('review needed');
    expect(labelsOf('completed', 'provider').inbox).toBe('review needed');
    expect(labelsOf('reviewed-by-customer', 'customer').inbox).toBe('review given');
    expect(labelsOf('reviewed-by-customer', 'provider').inbox).toBe('review needed');
    expect(labelsOf('reviewed-by-provider', 'provider').inbox).toBe('review given');
    expect(labelsOf('reviewed-by-provider', 'customer').inbox).toBe('review needed');
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
