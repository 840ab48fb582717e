/**
 * The HTTP adapter the site's Sharetribe SDKs use (their `adapter` option): axios's own Node adapter,
 * and a read (GET, HEAD, OPTIONS) whose connection is reset is sent once more.
 *
 * The SDKs keep connections alive between requests. A server closes a connection that has been idle
 * for its keep-alive time; Node's agent gives up an idle connection a second before the time the
 * server announces, but when the server's event loop is busy at that moment (the sandbox's twins
 * answer from SQLite on one thread; a hosted API's balancer has its own timers) a request sent on the
 * connection can meet the close and fail with ECONNRESET although the server never read it. Reads are
 * safe to send again, and so is a token request (at worst a second token is issued); other writes
 * are not (a reset after the server acted would apply them twice), so their reset still fails.
 *
 * The Sharetribe APIs answer every request where it was sent and never redirect, so requests go out
 * on Node's own HTTP client (`maxRedirects: 0`) rather than through the redirect-following wrapper
 * axios uses otherwise: that wrapper cost about a fifth of the CPU of each SDK call on the site (an
 * Integration API write of a busy auction 4.2 -> 3.3 ms, `marketplace.show` 1.5 -> 1.1 ms), and a
 * redirect is not followed with the request's credentials.
 */
import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

const RESET_CODES: ReadonlySet<string> = new Set(['ECONNRESET', 'EPIPE']);
const SAFE_METHODS: ReadonlySet<string> = new Set(['get', 'head', 'options']);
const TOKEN_PATH = /\/auth\/token$/;

function isResetResendable(config: InternalAxiosRequestConfig, error: unknown): boolean {
  if (!axios.isAxiosError(error) || error.response) return false;
  if (!RESET_CODES.has(error.code ?? '')) return false;
  if (SAFE_METHODS.has((config.method ?? 'get').toLowerCase())) return true;
  return TOKEN_PATH.test(`/${config.url ?? ''}`);
}

export function resetRetryAdapter(): AxiosAdapter {
  const http = axios.getAdapter('http');
  const send = (config: InternalAxiosRequestConfig) => http({ ...config, maxRedirects: 0 });
  return async (config) => {
    try {
      return await send(config);
    } catch (error) {
      if (!isResetResendable(config, error)) throw error;
      return send(config);
    }
  };
}
