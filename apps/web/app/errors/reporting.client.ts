/**
 * Browser error reporting with Sentry's maintained browser SDK, loaded only when the site is
 * configured with a DSN (the public DSN is the only value the browser gets); otherwise the SDK is
 * never downloaded. Uncaught errors and the root error boundary's errors are reported.
 */
type BrowserSdk = typeof import('@sentry/browser');

let sdk: Promise<BrowserSdk | null> | undefined;

/** Starts reporting once (no-op without a DSN). */
export function startBrowserErrorReporting(dsn: string): Promise<BrowserSdk | null> {
  if (!dsn) return Promise.resolve(null);
  sdk ??= import('@sentry/browser').then((Sentry) => {
    Sentry.init({ dsn, sendDefaultPii: false, tracesSampleRate: 0 });
    return Sentry;
  });
  return sdk;
}

export function reportBrowserError(dsn: string, error: unknown): void {
  void startBrowserErrorReporting(dsn).then((Sentry) => Sentry?.captureException(error));
}
