/**
 * Route tests for the account pages: the real marketplace twin on port 0 (in-memory SQLite), the
 * site's configuration pointed at it, and a cookie-carrying "browser" that calls loaders and
 * actions with real Requests and a load context like server.ts builds.
 */
import type { AppLoadContext } from '@remix-run/node';
import { startTestTwin } from '@variegata/twin-marketplace/testing/harness';
import type { RunningMarketplaceTwin } from '@variegata/twin-marketplace/server';
import { applySetCookie, testContext } from '../support/load-context';
import { pointSiteAt } from '../support/marketplace-twin';
import { settle } from '../support/route-outcome';

export const SITE = 'http://127.0.0.1:3000';

/** Starts the twin and points the site's environment at it (call before importing any route). */
export async function startSandbox(extraEnv: Record<string, string> = {}): Promise<RunningMarketplaceTwin> {
  const twin = await startTestTwin();
  pointSiteAt(twin, { GOOGLE_CLIENT_ID: '', FACEBOOK_APP_ID: '', DISCOURSE_URL: '', DISCOURSE_SSO_SECRET: '', ...extraEnv });
  return twin;
}

type RouteFn = (args: { request: Request; context: AppLoadContext; params: Record<string, string> }) => unknown;

export interface Answer {
  status: number;
  /** Redirect target, when the answer is a redirect. */
  location: string | null;
  data: any;
}

let ipCounter = 0;

function setCookieLines(headers: Headers): string[] {
  return typeof headers.getSetCookie === 'function' ? headers.getSetCookie() : [];
}

/** One browser: its cookies (token, CSRF) and its address. */
export class Browser {
  readonly cookies: Record<string, string> = {};
  ip: string;

  constructor() {
    ipCounter += 1;
    this.ip = `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
    this.cookies['vg_csrf'] = `csrf-${ipCounter}-${Math.random().toString(36).slice(2)}-padding-padding`;
  }

  /** This browser's CSRF token: the one its cookie holds now (login and logout issue a new one). */
  get csrfToken(): string {
    return this.cookies['vg_csrf'] ?? '';
  }

  /** A load context for one request: the cookies as they are now; its Set-Cookie writes land in the browser. */
  context(): AppLoadContext {
    const context = testContext(this.csrfToken, this.cookies, this.ip);
    context.setCookieLine = (cookie: string) => applySetCookie(this.cookies, cookie);
    return context;
  }

  private async run(fn: RouteFn, request: Request, params: Record<string, string> = {}): Promise<Answer> {
    const outcome = await settle(() => fn({ request, context: this.context(), params }));
    if (outcome.error !== undefined) throw outcome.error;
    for (const line of setCookieLines(outcome.headers)) applySetCookie(this.cookies, line);
    return { status: outcome.status, location: outcome.location, data: outcome.location ? null : outcome.data };
  }

  get(fn: RouteFn, path: string, params?: Record<string, string>): Promise<Answer> {
    return this.run(fn, new Request(new URL(path, SITE)), params);
  }

  /** POSTs a form; the CSRF token is added unless `csrf: false`. */
  post(fn: RouteFn, path: string, fields: Record<string, string | Blob>, options: { csrf?: boolean; params?: Record<string, string> } = {}): Promise<Answer> {
    const body = new FormData();
    if (options.csrf !== false) body.set('_csrf', this.csrfToken);
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    return this.run(fn, new Request(new URL(path, SITE), { method: 'POST', body }), options.params);
  }

  /** POSTs JSON with the CSRF header (the /api routes). */
  postJson(fn: RouteFn, path: string, json: unknown, options: { csrf?: boolean } = {}): Promise<Answer> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.csrf !== false) headers['x-csrf-token'] = this.csrfToken;
    return this.run(fn, new Request(new URL(path, SITE), { method: 'POST', headers, body: JSON.stringify(json) }));
  }

  /** POSTs a raw request (uploads). */
  send(fn: RouteFn, request: Request): Promise<Answer> {
    return this.run(fn, request);
  }
}

let userCounter = 0;

export function newSignup(overrides: Record<string, string> = {}): Record<string, string> {
  userCounter += 1;
  const tag = `${userCounter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    intent: 'signup',
    email: `member${tag}@example.com`,
    firstName: 'Ada',
    lastName: 'Fern',
    username: `member${tag}`.slice(0, 20),
    password: 'monstera-albo-2024',
    country: 'US',
    ...overrides,
  };
}

/** The token of the newest outbox email of a kind sent to `to`. */
export function outboxToken(twin: RunningMarketplaceTwin, to: string, kind: 'verify-email' | 'password-reset'): string {
  const email = twin.outbox(200).find((message) => message.to === to && message.kind === kind);
  if (!email) throw new Error(`no ${kind} email to ${to}`);
  const match = /[?&]t=([^&\s]+)/.exec(email.body);
  if (!match?.[1]) throw new Error('no token in the email');
  return decodeURIComponent(match[1]);
}
