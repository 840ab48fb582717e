/**
 * Server error reporting (spec 1 §7, spec 2 §7) with Sentry's maintained Node SDK: off unless
 * SENTRY_DSN is set (the SDK is then not even loaded, nothing is sent or fetched). The Remix
 * `handleError` of entry.server reports loader, action and render errors; expected failures
 * (Results, thrown Responses) never reach it. The SDK is loaded through Node's `require` (its
 * CommonJS build), at the first report.
 */
import { createRequire } from 'node:module';
import { serverEnv } from '~/server/env.server';

type NodeSdk = typeof import('@sentry/node');

let sdk: NodeSdk | undefined;

/** The started SDK when a DSN is configured; undefined when reporting is off. */
export function errorReporter(): NodeSdk | undefined {
  const env = serverEnv();
  if (!env.SENTRY_DSN) return undefined;
  if (!sdk) {
    const Sentry = createRequire(import.meta.url)('@sentry/node') as NodeSdk;
    Sentry.init({ dsn: env.SENTRY_DSN, environment: env.NODE_ENV, sendDefaultPii: false, tracesSampleRate: 0 });
    sdk = Sentry;
  }
  return sdk;
}

/** Reports an unexpected server error (when reporting is on); aborted requests are not errors. */
export function reportServerError(error: unknown, request?: Request): void {
  if (request?.signal.aborted) return;
  errorReporter()?.captureException(error, request ? { extra: { method: request.method, path: new URL(request.url).pathname } } : undefined);
}
