/**
 * The site's Stripe client: the real `stripe` SDK. With STRIPE_API_URL set (the sandbox),
 * the SDK talks to that host; unset, it talks to Stripe itself. One instance per process
 * (the SDK is stateless apart from its configuration).
 */
import Stripe from 'stripe';
import { serverEnv, type ServerEnv } from './env.server';

/** A Stripe SDK configured from the site's environment. */
export function createStripe(env: Pick<ServerEnv, 'STRIPE_API_URL' | 'STRIPE_SECRET_KEY'>): Stripe {
  if (!env.STRIPE_API_URL) return new Stripe(env.STRIPE_SECRET_KEY, { maxNetworkRetries: 2 });
  const url = new URL(env.STRIPE_API_URL);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  const port = url.port ? Number(url.port) : protocol === 'https' ? 443 : 80;
  return new Stripe(env.STRIPE_SECRET_KEY, { host: url.hostname, port, protocol, maxNetworkRetries: 1 });
}

let cached: { key: string; stripe: Stripe } | undefined;

/** The process's Stripe client (rebuilt if the configuration changed, which only tests do). */
export function stripeClient(): Stripe {
  const env = serverEnv();
  const key = `${env.STRIPE_API_URL}|${env.STRIPE_SECRET_KEY}`;
  if (!cached || cached.key !== key) cached = { key, stripe: createStripe(env) };
  return cached.stripe;
}

export type { Stripe };
