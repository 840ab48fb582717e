import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/account/api.server';
import { handleStripeWebhook } from '~/membership/webhook.server';

/**
 * POST /api/stripe-webhook: Stripe's signed server-to-server calls. No CSRF token (Stripe sends
 * none and no Origin header, so the cross-site guard lets it through); the signature over the
 * raw body is the authentication instead.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  const raw = await request.text();
  const outcome = await handleStripeWebhook(raw, request.headers.get('stripe-signature'));
  return Response.json(outcome.body, { status: outcome.status });
}
