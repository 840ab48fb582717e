/**
 * How the checkout's /api routes read and answer: a JSON body (CSRF token in X-CSRF-Token) checked
 * by a valibot schema, a signed-in buyer, and `{ data }` on success or `{ error, code, fields? }`
 * with the failure's status. Bad input is a 400, never a 500.
 */
import type { AppLoadContext } from '@remix-run/node';
import * as v from 'valibot';
import { readApiBody } from '~/account/api.server';
import { currentUser } from '~/server/marketplace.server';
import { failureBody, type CheckoutResult } from './failures';

export async function readCheckoutBody<S extends v.GenericSchema>(request: Request, context: AppLoadContext, schema: S): Promise<v.InferOutput<S>> {
  const body = await readApiBody(request, context);
  if (!(await currentUser(context))) throw Response.json({ error: 'Please log in to check out.', code: 'login-required' }, { status: 401 });
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = v.getDotPath(issue);
    throw Response.json({ error: path ? `${path}: ${issue.message}` : issue.message, code: 'invalid-input' }, { status: 400 });
  }
  return parsed.output;
}

export function answer<T>(result: CheckoutResult<T>, data: (value: T) => unknown = (value) => value): Response {
  if (result.ok) return Response.json({ data: data(result.value) }, { headers: { 'Cache-Control': 'no-store' } });
  return Response.json(failureBody(result), { status: result.meta?.status ?? 400, headers: { 'Cache-Control': 'no-store' } });
}
