/**
 * What social sign-in keeps between requests, in two HttpOnly cookies signed with SESSION_SECRET
 * (Remix `createCookie`; a cookie with a wrong signature or shape reads as absent):
 * - the flow cookie (Path=/api/auth, 10 minutes): the provider, state, nonce and PKCE verifier of
 *   one authorization request and where to go afterwards; read once by the callback;
 * - the pending sign-up cookie (30 minutes): the provider's id token and profile of a person who has
 *   no account yet, read by the confirm tab and /api/auth/create-user-with-idp.
 */
import { createCookie, type AppLoadContext } from '@remix-run/node';
import * as v from 'valibot';
import { serverEnv } from '~/server/env.server';

const FLOW_SECONDS = 10 * 60;
const PENDING_SECONDS = 30 * 60;

const FlowSchema = v.object({
  provider: v.picklist(['facebook', 'google']),
  state: v.string(),
  nonce: v.string(),
  codeVerifier: v.string(),
  from: v.string(),
  defaultReturn: v.string(),
  defaultConfirm: v.string(),
});
export type AuthFlow = v.InferOutput<typeof FlowSchema>;

const PendingSchema = v.object({
  provider: v.picklist(['facebook', 'google']),
  idpId: v.string(),
  idpClientId: v.string(),
  idToken: v.string(),
  email: v.string(),
  emailVerified: v.boolean(),
  firstName: v.string(),
  lastName: v.string(),
  from: v.string(),
});
export type PendingSignup = v.InferOutput<typeof PendingSchema>;

function cookieFor(name: string, path: string, maxAge: number, secure: boolean) {
  return createCookie(secure ? `__Secure-${name}` : name, { secrets: [serverEnv().SESSION_SECRET], httpOnly: true, sameSite: 'lax', path, maxAge, secure });
}

const flowCookie = (secure: boolean) => cookieFor('vg_oidc_flow', '/api/auth', FLOW_SECONDS, secure);
const pendingCookie = (secure: boolean) => cookieFor('vg_idp_signup', '/', PENDING_SECONDS, secure);

/** The cookie's value as the request carried it (the server parsed the Cookie header into `context.cookies`). */
async function read<T>(cookie: ReturnType<typeof cookieFor>, context: AppLoadContext, schema: v.GenericSchema<unknown, T>): Promise<T | null> {
  const raw = context.cookies[cookie.name];
  if (!raw) return null;
  const parsed = v.safeParse(schema, await cookie.parse(`${cookie.name}=${encodeURIComponent(raw)}`));
  return parsed.success ? parsed.output : null;
}

export async function saveFlow(context: AppLoadContext, flow: AuthFlow): Promise<void> {
  context.setCookie(await flowCookie(context.secure).serialize(flow));
}

/** The flow of this browser, removed as it is read (a callback is used once). */
export async function takeFlow(context: AppLoadContext): Promise<AuthFlow | null> {
  const cookie = flowCookie(context.secure);
  const flow = await read(cookie, context, FlowSchema);
  context.setCookie(await cookie.serialize('', { maxAge: 0, expires: new Date(0) }));
  return flow;
}

export async function savePendingSignup(context: AppLoadContext, pending: PendingSignup): Promise<void> {
  context.setCookie(await pendingCookie(context.secure).serialize(pending));
}

export function readPendingSignup(context: AppLoadContext): Promise<PendingSignup | null> {
  return read(pendingCookie(context.secure), context, PendingSchema);
}

export async function clearPendingSignup(context: AppLoadContext): Promise<void> {
  context.setCookie(await pendingCookie(context.secure).serialize('', { maxAge: 0, expires: new Date(0) }));
}
