/**
 * POST /api/payments/bank-account-token `{ country, accountType, fields }` (JSON, X-CSRF-Token):
 * the bank account token of the payout form when the Stripe twin stands in for Stripe.js (see
 * `stripe-mode.server.ts`). The site's server asks the twin's `tokens` endpoint with the secret key,
 * after the same checks as the form: a country this seller may choose, every bank field of it
 * filled. Answers `{ token, bankAccount: { last4, bankName } }`, or `{ error, fieldErrors? }` with
 * the provider's message (or a generic one naming the country and its inputs).
 * With Stripe.js the browser makes the token itself (this route answers 404); with no publishable
 * key there is no payout form (503, the missing-key message).
 */
import type { AppLoadContext } from '@remix-run/node';
import { availablePayoutCountries } from '@variegata/validation/payout-countries';
import { ACCOUNT_TYPES, bankTokenGenericErrorMessage, PAYOUT_COUNTRY_US_ONLY_MESSAGE, payoutUnsupportedCountryMessage, validateBankAccount } from '@variegata/validation/payout';
import * as v from 'valibot';
import { requireCsrf } from '~/server/form.server';
import { apiFor, currentUser } from '~/server/marketplace.server';
import { stripeClient } from '~/server/stripe.server';
import { bankAccountTokenParams } from './bank-token-params';
import { stripeMode } from './stripe-mode.server';
import { MISSING_PUBLISHABLE_KEY_TEXT } from './texts';

const BodySchema = v.object({
  country: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.maxLength(2)),
  accountType: v.picklist(ACCOUNT_TYPES),
  fields: v.record(v.string(), v.pipe(v.string(), v.maxLength(100))),
});

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

async function readBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return null;
  }
}

export async function bankTokenAction(request: Request, context: AppLoadContext): Promise<Response> {
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) return json({ error: 'Send the bank details as JSON.' }, 415);
  requireCsrf(request, context);
  if (!(await currentUser(context))) return json({ error: 'Please log in to add payout details.' }, 401);
  const mode = stripeMode().kind;
  if (mode === 'missing-key') return json({ error: MISSING_PUBLISHABLE_KEY_TEXT }, 503);
  if (mode === 'stripe-js') return json({ error: 'Bank details are tokenised by the payment provider in the browser.' }, 404);
  const parsed = v.safeParse(BodySchema, await readBody(request));
  if (!parsed.success) return json({ error: 'The bank details could not be read.' }, 400);
  const { country, accountType, fields } = parsed.output;

  const me = await apiFor(context).currentUser.show();
  const allowed = availablePayoutCountries(me.profile.metadata.canUploadOutdoorUs === true).some((c) => c.code === country);
  if (!allowed) {
    const message = availablePayoutCountries(true).some((c) => c.code === country) ? PAYOUT_COUNTRY_US_ONLY_MESSAGE : payoutUnsupportedCountryMessage(country);
    return json({ error: message, fieldErrors: { country: message } }, 400);
  }
  const params = bankAccountTokenParams(country, fields, { name: `${me.profile.firstName} ${me.profile.lastName}`, type: accountType });
  if (!params) {
    const checked = validateBankAccount(country, fields);
    return json({ error: bankTokenGenericErrorMessage(country), fieldErrors: checked.success ? {} : checked.issues }, 400);
  }
  try {
    const token = await stripeClient().tokens.create({ bank_account: params });
    return json({ token: token.id, bankAccount: { last4: token.bank_account?.last4 ?? params.account_number.slice(-4), bankName: token.bank_account?.bank_name ?? null } });
  } catch (error) {
    const message = error instanceof Error && 'type' in error && typeof error.message === 'string' && error.message !== '' ? error.message : bankTokenGenericErrorMessage(country);
    const status = error instanceof Error && 'statusCode' in error && error.statusCode === 400 ? 400 : 502;
    return json({ error: status === 400 ? message : bankTokenGenericErrorMessage(country) }, status);
  }
}
