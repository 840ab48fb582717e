/**
 * A load context as server.ts builds it, for calling loaders and actions directly. Not an
 * SDK mock: anonymous auth info comes from the (empty) token cookie, no network involved.
 */
import type { AppLoadContext } from '@remix-run/node';

export const CSRF = 'test-csrf-token-0123456789abcdefghijklmnopq';

export interface FakeContext extends AppLoadContext {
  readonly setCookies: string[];
}

export function fakeContext(cookies: Record<string, string> = {}): FakeContext {
  const setCookies: string[] = [];
  const context: FakeContext = {
    nonce: 'nonce',
    csrfToken: CSRF,
    cookies,
    secure: false,
    clientIp: '127.0.0.1',
    setCookie: (cookie) => void setCookies.push(cookie),
    renewCsrfToken: () => void (context.csrfToken = `${CSRF}-renewed`),
    setCookies,
  };
  return context;
}

type Fn = (args: { request: Request; context: AppLoadContext; params: Record<string, string | undefined> }) => unknown;

/** Runs a loader or action; a thrown Response counts as its outcome. */
export async function run(fn: Fn, url: string, params: Record<string, string> = {}, context: AppLoadContext = fakeContext(), init?: RequestInit): Promise<unknown> {
  try {
    return await fn({ request: new Request(new URL(url, 'http://127.0.0.1:3000'), init), context, params });
  } catch (thrown) {
    return thrown;
  }
}

export function asResponse(outcome: unknown): Response {
  if (!(outcome instanceof Response)) throw new Error(`Expected a Response, got ${JSON.stringify(outcome)}`);
  return outcome;
}

/** The Location of a redirect outcome. */
export function redirectTarget(outcome: unknown): string | null {
  const response = asResponse(outcome);
  return response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
}

/** The status of `data(..., { status })` or a Response outcome. */
export function statusOf(outcome: unknown): number {
  if (outcome instanceof Response) return outcome.status;
  const init = (outcome as { init?: { status?: number } } | null)?.init;
  return init?.status ?? 200;
}
