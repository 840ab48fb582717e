import { describe, expect, it } from 'vitest';
import { allowedTransitions, checkTransition, delayedTransitions, findTransition } from './machine';
import type { ProcessDefinition } from './definition';

const process: ProcessDefinition = {
  name: 'p', version: 1, notifications: [],
  transitions: [
    { name: 'inquire', from: null, to: 'inquiry', actors: ['customer'], privileged: false, actions: [] },
    { name: 'request-payment', from: 'inquiry', to: 'pending-payment', actors: ['customer'], privileged: true, actions: [] },
    { name: 'expire', from: 'pending-payment', to: 'expired', actors: ['system'], privileged: false, actions: [], at: { fn: 'timepoint', point: { kind: 'tx-initiated' } } },
    { name: 'cancel', from: 'pending-payment', to: 'canceled', actors: ['operator'], privileged: true, actions: [] },
  ],
};

describe('machine', () => {
  it('finds a transition by state and name', () => {
    expect(findTransition(process, null, 'inquire')?.to).toBe('inquiry');
    expect(findTransition(process, 'inquiry', 'inquire')).toBeUndefined();
  });
  it('refuses an unknown transition or actor (invalid) and a privileged one without trust (forbidden)', () => {
    expect(checkTransition(process, null, 'inquire', 'customer')).toMatchObject({ ok: true });
    expect(checkTransition(process, null, 'inquire', 'provider')).toMatchObject({ ok: false, error: 'transaction-invalid-transition' });
    expect(checkTransition(process, 'inquiry', 'request-payment', 'customer')).toMatchObject({ ok: false, error: 'transaction-forbidden' });
    expect(checkTransition(process, 'inquiry', 'request-payment', 'customer', { trusted: true })).toMatchObject({ ok: true });
    expect(checkTransition(process, 'pending-payment', 'cancel', 'operator')).toMatchObject({ ok: true });
  });
  it('lists allowed and delayed transitions', () => {
    expect(allowedTransitions(process, 'pending-payment', 'operator').map((t) => t.name)).toEqual(['cancel']);
    expect(delayedTransitions(process, 'pending-payment').map((t) => t.name)).toEqual(['expire']);
  });
});
