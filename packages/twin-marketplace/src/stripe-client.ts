/**
 * The `stripe` SDK instance the marketplace twin's payment side uses: pointed at `apiUrl` (the
 * Stripe twin, e.g. http://127.0.0.1:3510) or, without it, at Stripe itself.
 */
import Stripe from 'stripe';

export interface StripeConnection {
  /** Secret key (sk_test_...). */
  secretKey: string;
  /** Base URL of a Stripe-compatible API (the Stripe twin). Unset: api.stripe.com. */
  apiUrl?: string;
}

export function stripeClient(c: StripeConnection): Stripe {
  if (!c.apiUrl) return new Stripe(c.secretKey, { maxNetworkRetries: 1 });
  const u = new URL(c.apiUrl);
  const protocol = u.protocol === 'https:' ? 'https' : 'http';
  const port = u.port ? Number(u.port) : protocol === 'https' ? 443 : 80;
  return new Stripe(c.secretKey, { host: u.hostname, port, protocol, maxNetworkRetries: 1 });
}
