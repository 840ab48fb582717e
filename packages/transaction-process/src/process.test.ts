import { describe, expect, it } from 'vitest';
import {
  actionNames,
  findTransition,
  finalStates,
  INSTANT_PAYOUT_PROCESS_ALIAS,
  isState,
  isTransitionName,
  PROCESS_ALIAS,
  PROCESS_NAME,
  PROCESS_VERSION,
  privilegedActionNames,
  processByAlias,
  processByName,
  stateAfter,
  states,
  stockReleasingActionNames,
  transitions,
} from './process';

/**
 * Spec 3 §4 table, typed out row by row: [state, transition(s), to]. `initial` is the start;
 * `end` / `final` rows have no transition and no to-state.
 */
const specTable: ReadonlyArray<readonly [string, string, string]> = [
  ['initial', 'enquire', 'enquiry'],
  ['initial', 'request-payment', 'pending-payment'],
  ['initial', 'negotiate-amount', 'negotiation'],
  ['under-reserve-bidded', 'request-payment-after-reserve-bid', 'pending-reserve-confirm'],
  ['bidded', 'request-payment-after-bid', 'pending-confirm'],
  ['pending-reserve-confirm', 'accept-reserve-bid', 'pending-confirm'],
  ['pending-reserve-confirm', 'expire-reserve-pending', 'auction-expired'],
  ['pending-confirm', 'request-payment', 'pending-payment'],
  ['pending-confirm', 'force-payment', 'purchased'],
  ['enquiry', 'request-payment-after-enquiry', 'pending-payment'],
  ['enquiry', 'negotiate-amount-after-enquiry', 'negotiation'],
  ['negotiation', 'customer-update-offer, provider-update-offer', 'negotiation'],
  ['negotiation', 'provider-accept-offer, customer-accept-offer', 'pending-confirm-offer'],
  ['pending-confirm-offer', 'force-payment, auto-payment', 'purchased'],
  ['pending-confirm-offer', 'request-offer-payment', 'pending-payment'],
  ['pending-payment', 'expire-payment', 'payment-expired'],
  ['pending-payment', 'confirm-payment, auto-payment', 'purchased'],
  ['payment-expired', 'end', ''],
  ['purchased', 'mark-delivered', 'delivered'],
  ['purchased', 'mark-received-from-purchased', 'received-dispute-phase'],
  ['purchased', 'auto-cancel, cancel', 'canceled'],
  ['canceled', 'end', ''],
  ['delivered', 'mark-received', 'received-dispute-phase'],
  ['delivered', 'auto-mark-received', 'received'],
  ['delivered', 'dispute', 'disputed'],
  ['received-dispute-phase', 'mark-received-from-disputed, auto-mark-received-from-dispute-phase', 'received'],
  ['received-dispute-phase', 'received-dispute', 'disputed'],
  ['disputed', 'auto-cancel-from-disputed, cancel-from-disputed', 'canceled'],
  ['disputed', 'mark-received-from-disputed', 'received'],
  ['received', 'auto-complete', 'completed'],
  ['completed', 'review-1-by-customer', 'reviewed-by-customer'],
  ['completed', 'review-1-by-provider', 'reviewed-by-provider'],
  ['completed', 'expire-review-period', 'reviewed'],
  ['reviewed-by-customer', 'review-2-by-provider, expire-provider-review-period', 'reviewed'],
  ['reviewed-by-provider', 'review-2-by-customer, expire-customer-review-period', 'reviewed'],
  ['reviewed', 'final', ''],
];

const endRows = specTable.filter(([, name]) => name === 'end' || name === 'final');
const transitionRows = specTable
  .filter(([, name]) => name !== 'end' && name !== 'final')
  .flatMap(([from, names, to]) => names.split(', ').map((name) => ({ from: from === 'initial' ? null : from, name, to })));

const key = (t: { from: string | null; name: string; to: string }): string => `${t.from ?? 'initial'} --${t.name}--> ${t.to}`;

describe('the spec 3 §4 table against the exported process', () => {
  it('has every row of the table as a transition (table -> data)', () => {
    const exported = new Set(transitions.map(key));
    const missing = transitionRows.map(key).filter((k) => !exported.has(k));
    expect(missing).toEqual([]);
    expect(transitionRows).toHaveLength(42);
    expect(transitions).toHaveLength(48);
  });

  it('exports no transition that is not in the table except the two documented auction entries (data -> table)', () => {
    const table = new Set(transitionRows.map(key));
    const extra = transitions.filter((t) => !table.has(key(t)));
    expect(extra.map(key)).toEqual([
      'initial --auction-won--> bidded',
      'initial --auction-won-under-reserve--> under-reserve-bidded',
      'initial --place-bid--> bidding',
      'bidding --win-auction--> bidded',
      'bidding --win-auction-under-reserve--> under-reserve-bidded',
      'bidding --lose-auction--> auction-lost',
    ]);
    expect(extra.every((t) => t.source === 'added')).toBe(true);
    expect(transitions.filter((t) => t.source === 'spec').map(key).sort()).toEqual(transitionRows.map(key).sort());
  });

  it('marks exactly the end/final rows of the table as final states, plus auction-expired which has no outgoing row', () => {
    const fromTable = endRows.map(([state]) => state);
    expect(fromTable).toEqual(['payment-expired', 'canceled', 'reviewed']);
    expect([...finalStates].sort()).toEqual([...fromTable, 'auction-expired', 'auction-lost'].sort());
  });

  it('uses exactly the states named in the table', () => {
    const named = new Set(specTable.flatMap(([from, , to]) => [from, to]).filter((s) => s !== 'initial' && s !== ''));
    expect([...states].filter((s) => s !== 'bidding' && s !== 'auction-lost').sort()).toEqual([...named].sort());
  });
});

describe('process data invariants', () => {
  it('has unique transition names per from-state', () => {
    const keys = transitions.map((t) => `${t.from ?? 'initial'}/${t.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('sends every reused transition name to the same state, so the last transition determines the state', () => {
    for (const t of transitions) expect(stateAfter(t.name)).toBe(t.to);
    expect(stateAfter('request-payment')).toBe('pending-payment');
    expect(stateAfter('force-payment')).toBe('purchased');
    expect(stateAfter('mark-received-from-disputed')).toBe('received');
    expect(stateAfter('no-such-transition')).toBeUndefined();
  });

  it('gives every transition at least one actor, and only the four spec actors', () => {
    for (const t of transitions) {
      expect(t.actors.length).toBeGreaterThan(0);
      for (const a of t.actors) expect(['customer', 'provider', 'system', 'operator']).toContain(a);
    }
  });

  it('starts transactions only as customer (Sharetribe: initial transitions belong to the customer), the auction entries also as operator', () => {
    for (const t of transitions.filter((x) => x.from === null)) {
      expect(t.actors).toContain('customer');
      expect(t.actors.every((a) => a === 'customer' || (a === 'operator' && t.source === 'added'))).toBe(true);
    }
  });

  it('marks a transition privileged exactly when it runs a privileged action (sets line items or metadata)', () => {
    for (const t of transitions) {
      const hasPrivilegedAction = t.actions.some((a) => privilegedActionNames.includes(a));
      expect([t.name, t.privileged]).toEqual([t.name, hasPrivilegedAction]);
    }
  });

  it('makes the price-setting transitions privileged', () => {
    const privilegedNames = new Set(transitions.filter((t) => t.privileged).map((t) => t.name));
    expect([...privilegedNames].sort()).toEqual(
      [
        'auction-won',
        'auction-won-under-reserve',
        'customer-update-offer',
        // from pending-confirm only: a won auction's shipping line item is set as it is charged
        'force-payment',
        'negotiate-amount',
        'negotiate-amount-after-enquiry',
        'place-bid',
        'provider-update-offer',
        'request-offer-payment',
        'request-payment',
        'request-payment-after-bid',
        'request-payment-after-enquiry',
        'request-payment-after-reserve-bid',
        'win-auction',
        'win-auction-under-reserve',
      ].sort(),
    );
  });

  it('sets a won auction order\'s shipping and line items in the force-payment that charges it', () => {
    const t = findTransition('pending-confirm', 'force-payment');
    expect(t?.privileged).toBe(true);
    expect(t?.actions.slice(0, 3)).toEqual(['update-protected-data', 'privileged-set-line-items', 'stripe-create-payment-intent']);
    expect(findTransition('pending-confirm-offer', 'force-payment')?.actions).not.toContain('privileged-set-line-items');
  });

  it('runs stock-releasing actions last in a transition', () => {
    for (const t of transitions) {
      const i = t.actions.findIndex((a) => stockReleasingActionNames.includes(a));
      if (i >= 0) expect([t.name, i]).toEqual([t.name, t.actions.length - 1]);
    }
  });

  it('uses only known action names, each at most once per transition', () => {
    for (const t of transitions) {
      for (const a of t.actions) expect(actionNames).toContain(a);
      expect(new Set(t.actions).size).toBe(t.actions.length);
    }
  });

  it('posts and publishes reviews as Sharetribe does', () => {
    expect(findTransition('completed', 'review-1-by-customer')?.actions).toEqual(['post-review-by-customer']);
    expect(findTransition('reviewed-by-customer', 'review-2-by-provider')?.actions).toEqual(['post-review-by-provider', 'publish-reviews']);
    expect(findTransition('reviewed-by-provider', 'expire-customer-review-period')?.actions).toEqual(['publish-reviews']);
  });

  it('charges the saved card off session in force-payment and auto-payment after an accepted offer', () => {
    for (const from of ['pending-confirm', 'pending-confirm-offer'] as const) {
      expect(findTransition(from, 'force-payment')?.actionConfig?.['stripe-create-payment-intent']?.useCustomerDefaultPaymentMethod).toBe(true);
    }
    expect(findTransition('pending-confirm-offer', 'auto-payment')?.actionConfig?.['stripe-create-payment-intent']?.useCustomerDefaultPaymentMethod).toBe(true);
    expect(findTransition('pending-payment', 'confirm-payment')?.actionConfig).toBeUndefined();
  });

  it('pays the provider out once the transaction completes, and refunds on every cancel', () => {
    const payouts = transitions.filter((t) => t.actions.includes('stripe-create-payout')).map((t) => t.name);
    expect(payouts).toEqual(['auto-complete']);
    for (const t of transitions.filter((x) => x.to === 'canceled')) expect(t.actions).toContain('stripe-refund-payment');
  });

  it('recognises states and transition names', () => {
    expect(isState('pending-payment')).toBe(true);
    expect(isState('initial')).toBe(false);
    expect(isState(3)).toBe(false);
    expect(isTransitionName('received-dispute')).toBe(true);
    expect(isTransitionName('end')).toBe(false);
  });
});

describe('process registry', () => {
  it('names the default process default-purchase, version 1, alias default-purchase/release-1', () => {
    expect([PROCESS_NAME, PROCESS_VERSION, PROCESS_ALIAS]).toEqual(['default-purchase', 1, 'default-purchase/release-1']);
    expect(processByAlias(PROCESS_ALIAS)?.transitions).toBe(transitions);
    expect(processByName('default-purchase', 1)?.alias).toBe(PROCESS_ALIAS);
    expect(processByName('default-purchase', 2)).toBeUndefined();
  });

  it('gives the instant payout process release 1 the same graph', () => {
    const instant = processByAlias(INSTANT_PAYOUT_PROCESS_ALIAS);
    expect(INSTANT_PAYOUT_PROCESS_ALIAS).toBe('instant-payout/release-1');
    expect(instant?.transitions).toBe(transitions);
    expect(instant?.finalStates).toBe(finalStates);
    expect(processByAlias('default-booking/release-1')).toBeUndefined();
  });
});
