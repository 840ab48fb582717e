import { describe, expect, it } from 'vitest';
import { allowedTransitions, applyTransition, mayTakePrivileged, roleOf } from './engine';

const names = (defs: readonly { name: string }[]): string[] => defs.map((d) => d.name).sort();

describe('allowedTransitions', () => {
  it('lists the initial transitions a customer may take from the start', () => {
    expect(names(allowedTransitions(null, 'customer'))).toEqual(
      ['auction-won', 'auction-won-under-reserve', 'enquire', 'negotiate-amount', 'place-bid', 'request-payment'].sort(),
    );
    expect(allowedTransitions(null, 'provider')).toEqual([]);
  });

  it('separates what each actor may do in a state', () => {
    expect(names(allowedTransitions('purchased', 'provider'))).toEqual(['cancel', 'mark-delivered']);
    expect(names(allowedTransitions('purchased', 'customer'))).toEqual(['mark-received-from-purchased']);
    expect(names(allowedTransitions('purchased', 'system'))).toEqual(['auto-cancel']);
    expect(names(allowedTransitions('purchased', 'operator'))).toEqual(['cancel']);
    expect(names(allowedTransitions('delivered', 'customer'))).toEqual(['dispute', 'mark-received']);
    expect(names(allowedTransitions('pending-reserve-confirm', 'provider'))).toEqual(['accept-reserve-bid']);
    expect(names(allowedTransitions('negotiation', 'provider'))).toEqual(['provider-accept-offer', 'provider-update-offer']);
  });

  it('allows nothing out of a final state', () => {
    for (const actor of ['customer', 'provider', 'system', 'operator'] as const) {
      expect(allowedTransitions('reviewed', actor)).toEqual([]);
      expect(allowedTransitions('canceled', actor)).toEqual([]);
    }
  });
});

describe('applyTransition', () => {
  it('returns the next state', () => {
    expect(applyTransition(null, 'enquire', 'customer')).toEqual({ ok: true, value: 'enquiry' });
    expect(applyTransition('pending-payment', 'confirm-payment', 'customer')).toEqual({ ok: true, value: 'purchased' });
    expect(applyTransition('pending-payment', 'expire-payment', 'system')).toEqual({ ok: true, value: 'payment-expired' });
  });

  it('resolves a reused name by the from-state', () => {
    expect(applyTransition('pending-confirm', 'request-payment', 'customer', { trusted: true })).toEqual({ ok: true, value: 'pending-payment' });
    expect(applyTransition('disputed', 'mark-received-from-disputed', 'operator')).toEqual({ ok: true, value: 'received' });
    // from received-dispute-phase the customer may end the dispute phase; from disputed only the operator decides
    expect(applyTransition('received-dispute-phase', 'mark-received-from-disputed', 'customer').ok).toBe(true);
    expect(applyTransition('disputed', 'mark-received-from-disputed', 'customer')).toMatchObject({ ok: false, error: 'transaction-invalid-transition' });
  });

  it('rejects a transition that does not leave the current state with transaction-invalid-transition', () => {
    expect(applyTransition('purchased', 'confirm-payment', 'customer')).toMatchObject({ ok: false, error: 'transaction-invalid-transition' });
    expect(applyTransition('reviewed', 'review-2-by-customer', 'customer')).toMatchObject({ ok: false, error: 'transaction-invalid-transition' });
    expect(applyTransition(null, 'confirm-payment', 'customer')).toMatchObject({ ok: false, error: 'transaction-invalid-transition' });
    expect(applyTransition('enquiry', 'no-such-transition', 'customer')).toMatchObject({ ok: false, error: 'transaction-invalid-transition' });
  });

  it('rejects an actor that may not take the transition with transaction-invalid-transition', () => {
    expect(applyTransition('purchased', 'mark-delivered', 'customer')).toMatchObject({ ok: false, error: 'transaction-invalid-transition' });
    expect(applyTransition('delivered', 'mark-received', 'provider')).toMatchObject({ ok: false, error: 'transaction-invalid-transition' });
    expect(applyTransition('pending-payment', 'expire-payment', 'customer')).toMatchObject({ ok: false, error: 'transaction-invalid-transition' });
  });

  it('needs a trusted context for a privileged transition by a customer or provider', () => {
    expect(applyTransition(null, 'request-payment', 'customer')).toMatchObject({ ok: false, error: 'transaction-forbidden' });
    expect(applyTransition(null, 'request-payment', 'customer', { trusted: false })).toMatchObject({ ok: false, error: 'transaction-forbidden' });
    expect(applyTransition(null, 'request-payment', 'customer', { trusted: true })).toEqual({ ok: true, value: 'pending-payment' });
    expect(applyTransition('negotiation', 'provider-update-offer', 'provider')).toMatchObject({ ok: false, error: 'transaction-forbidden' });
    expect(applyTransition('negotiation', 'provider-update-offer', 'provider', { trusted: true }).ok).toBe(true);
  });

  it('treats the operator and the system as trusted contexts', () => {
    expect(applyTransition('bidded', 'request-payment-after-bid', 'operator')).toEqual({ ok: true, value: 'pending-confirm' });
    expect(mayTakePrivileged('system', false)).toBe(true);
    expect(mayTakePrivileged('customer', false)).toBe(false);
    expect(mayTakePrivileged('provider', true)).toBe(true);
  });

  it('does not need trust for a non-privileged transition', () => {
    expect(applyTransition('negotiation', 'provider-accept-offer', 'provider')).toEqual({ ok: true, value: 'pending-confirm-offer' });
  });
});

describe('roleOf', () => {
  const tx = { customerId: 'u-customer', providerId: 'u-provider' };
  it('is customer when the viewer is the transaction customer', () => {
    expect(roleOf('u-customer', tx)).toBe('customer');
  });
  it('is provider otherwise (spec 3 §4)', () => {
    expect(roleOf('u-provider', tx)).toBe('provider');
    expect(roleOf('someone-else', tx)).toBe('provider');
  });
});
