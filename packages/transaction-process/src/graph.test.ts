import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedTransitions, applyTransition } from './engine';
import { reachableFrom, successors } from './graph';
import { finalStates, isState, states, transitions, type Actor, type State } from './process';

const actors: readonly Actor[] = ['customer', 'provider', 'system', 'operator'];

describe('process graph', () => {
  it('reaches every state from the start', () => {
    const reached = reachableFrom(null);
    expect(states.filter((s) => !reached.has(s))).toEqual([]);
  });

  it('can reach a final state from every non-final state', () => {
    for (const s of states.filter((x) => !finalStates.includes(x))) {
      const reached = reachableFrom(s);
      expect([s, finalStates.some((f) => reached.has(f))]).toEqual([s, true]);
    }
  });

  it('has no transition out of a final state, and every state without one is final', () => {
    for (const s of states) expect([s, successors(s).length === 0]).toEqual([s, finalStates.includes(s)]);
  });

  it('property: nothing leaves a final state, whoever tries whatever transition', () => {
    const names = [...new Set(transitions.map((t) => t.name))];
    fc.assert(
      fc.property(fc.constantFrom(...finalStates), fc.constantFrom(...names), fc.constantFrom(...actors), fc.boolean(), (state, name, actor, trusted) => {
        expect(applyTransition(state, name, actor, { trusted }).ok).toBe(false);
      }),
    );
  });

  it('property: random walks through allowed transitions only land in states of the table and stop only in final states', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 40 }), (choices) => {
        let state: State | null = null;
        for (const choice of choices) {
          const options = actors.flatMap((actor) => allowedTransitions(state, actor).map((t) => ({ t, actor })));
          if (options.length === 0) {
            expect(state !== null && finalStates.includes(state)).toBe(true);
            return;
          }
          const pick = options[choice % options.length];
          if (pick === undefined) throw new Error('unreachable');
          const result = applyTransition(state, pick.t.name, pick.actor, { trusted: true });
          if (!result.ok) throw new Error(`allowed transition rejected: ${pick.t.name}`);
          expect(isState(result.value)).toBe(true);
          expect(result.value).toBe(pick.t.to);
          state = result.value;
        }
      }),
      { numRuns: 500 },
    );
  });

  it('property: along any walk the stock is reserved at most once, released only when held, and held once purchased', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 40 }), (choices) => {
        let state: State | null = null;
        let reservation: 'none' | 'pending' | 'accepted' | 'released' = 'none';
        for (const choice of choices) {
          const options = transitions.filter((t) => t.from === state);
          const t = options[choice % Math.max(options.length, 1)];
          if (t === undefined) return;
          for (const action of t.actions) {
            if (action === 'create-pending-stock-reservation') {
              expect(reservation).toBe('none');
              reservation = 'pending';
            } else if (action === 'accept-stock-reservation') {
              expect(reservation).toBe('pending');
              reservation = 'accepted';
            } else if (action === 'decline-stock-reservation') {
              expect(reservation).toBe('pending');
              reservation = 'released';
            } else if (action === 'cancel-stock-reservation') {
              expect(reservation).toBe('accepted');
              reservation = 'released';
            }
          }
          state = t.to;
          if (state === 'purchased') expect(reservation).toBe('accepted');
          if (state === 'pending-payment') expect(reservation).toBe('pending');
        }
      }),
      { numRuns: 500 },
    );
  });

  it('property: a payment intent exists before it is confirmed, and a captured payment before a payout or refund', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 40 }), (choices) => {
        let state: State | null = null;
        let intent: 'none' | 'created' | 'confirmed' | 'captured' | 'refunded' = 'none';
        for (const choice of choices) {
          const options = transitions.filter((t) => t.from === state);
          const t = options[choice % Math.max(options.length, 1)];
          if (t === undefined) return;
          for (const action of t.actions) {
            if (action === 'stripe-create-payment-intent') {
              expect(intent).toBe('none');
              intent = 'created';
            } else if (action === 'stripe-confirm-payment-intent') {
              expect(intent).toBe('created');
              intent = 'confirmed';
            } else if (action === 'stripe-capture-payment-intent') {
              expect(intent).toBe('confirmed');
              intent = 'captured';
            } else if (action === 'stripe-refund-payment') {
              // expire-payment refunds (cancels) an intent that was created but never captured
              expect(intent).not.toBe('none');
              intent = 'refunded';
            } else if (action === 'stripe-create-payout') {
              expect(intent).toBe('captured');
            }
          }
          state = t.to;
        }
      }),
      { numRuns: 500 },
    );
  });
});
