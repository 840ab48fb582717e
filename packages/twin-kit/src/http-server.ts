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
 * Listens on host:port (port 0 picks a free one) and resolves with the base URL `http://host:port`;
 * rejects with the listen error (e.g. EADDRINUSE) instead of emitting it.
 */
export function listen(server: Server, port: number, host: string): Promise<string> {
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
