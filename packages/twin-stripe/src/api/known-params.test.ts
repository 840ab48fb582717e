import { describe, expect, it } from 'vitest';
import { KNOWN_PARAMS } from '../core/known-params';
import { caught, useHarness } from '../testing/harness';
import { ROUTES } from './dispatch';

const h = useHarness();

describe('parameter checking', () => {
  it('every route has its list of parameters from the SDK types', () => {
    expect(ROUTES.filter((r) => KNOWN_PARAMS[r.key] === undefined).map((r) => r.key)).toEqual([]);
    expect(KNOWN_PARAMS['POST /v1/payment_intents']).toContain('application_fee_amount');
    expect(KNOWN_PARAMS['GET /v1/customers']).toEqual(expect.arrayContaining(['email', 'limit', 'starting_after', 'expand']));
  });

  it('rejects an unknown parameter like Stripe (400 parameter_unknown)', async () => {
    const e = await caught(h.stripe.customers.create({ emial: 'typo@example.com' } as never));
    expect(e.statusCode).toBe(400);
    expect(e.code).toBe('parameter_unknown');
    expect(e.param).toBe('emial');
    expect(e.message).toBe('Received unknown parameter: emial');
  });

  it('accepts parameters Stripe knows even when the twin ignores them', async () => {
    const c = await h.stripe.customers.create({ email: 'x@example.com', preferred_locales: ['en'], tax_exempt: 'none' });
    expect(c.id).toMatch(/^cus_/);
  });
});
