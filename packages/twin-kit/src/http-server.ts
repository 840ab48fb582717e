// The node:http side every twin shares: what a started twin hands back, and starting and stopping its server.
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What every twin is started with. */
export interface TwinServerOptions {
  /** SQLite file (':memory:' for tests). */
  dbPath: string;
  /** 0 picks a free port. */
  port: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The base URL the twin puts into links and URLs it hands out, when it is reached through another address. */
  publicUrl?: string;
}

/** A started twin: its base URL, a summary for the sandbox index page, and how to stop it. */
export interface RunningTwin {
  url: string;
  status(): Record<string, unknown>;
  close(): Promise<void>;
}

/**
 * How long a twin keeps an idle kept-alive connection open, as a hosted API's balancer does (about a
 * minute): longer than a Node client's own idle limit (5 s), so the client always gives a connection
 * up first. With Node's default of 5 s the client's limit is derived from the server's (a second
 * earlier), and a request sent just before it could meet the server's close whenever the twin's
 * thread was busy at that moment (the request is reset unread).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Listens on host:port (port 0 picks a free one) and resolves with the base URL `http://host:port`;
 * rejects with the listen error (e.g. EADDRINUSE) instead of emitting it. Idle connections are kept
 * for `KEEP_ALIVE_TIMEOUT_MS`.
 */
export function listen(server: Server, port: number, host: string): Promise<string> {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node answers 408 to a request whose headers take longer than this; it must outlast the idle time.
  server.headersTimeout = Math.max(server.headersTimeout, KEEP_ALIVE_TIMEOUT_MS + 1_000);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(`http://${host}:${(server.address() as AddressInfo).port}`);
    });
  });
}

/**
 * Stops accepting connections, drops the open ones (keep-alive clients would otherwise hold the
 * server open) and resolves once it is closed. Closing a server that is not running (a twin closed
 * twice) resolves too.
 */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.closeAllConnections();
    server.close((err) => (err && (err as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING' ? reject(err) : resolve()));
  });
}

/**
 * A request listener for an async handler: when `handle` rejects, `answerError` answers the
 * request, or the response is just ended when the handler had already sent its headers.
 */
export function asyncListener(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  answerError: (res: ServerResponse, error: unknown) => void,
): RequestListener {
  return (req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (res.headersSent) res.end();
      else answerError(res, e);
    });
  };
}
