// Starts the Shippo twin: node:http server + SQLite store. See README for what is implemented.
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Ctx } from './context';
import { ShippoHttpError, sendJson } from './http';
import { route } from './routes';
import { ShippoStore } from './store';

export interface ShippoTwinOptions {
  dbPath: string;
  port: number;
  host?: string;
  publicUrl?: string;
  /** Accept only this API key (without the `ShippoToken ` prefix); default: any key. */
  apiKey?: string;
  /** Clock for object timestamps and label ETAs (tests); default: the system clock. */
  now?: () => Date;
}

export interface RunningTwin {
  url: string;
  status(): Record<string, unknown>;
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function startShippoTwin(options: ShippoTwinOptions): Promise<RunningTwin> {
  const host = options.host ?? '127.0.0.1';
  const store = new ShippoStore(options.dbPath);
  const ctx: Ctx = { store, publicUrl: '', owner: 'sandbox@variegata.test', test: true, now: options.now ?? (() => new Date()) };
  const server = createServer((req, res) => {
    route(ctx, { apiKey: options.apiKey }, req, res).catch((e: unknown) => {
      if (res.headersSent) {
        res.end();
        return;
      }
      if (e instanceof ShippoHttpError) sendJson(res, e.status, e.body);
      else sendJson(res, 500, { detail: `Internal error: ${(e as Error).message}` });
    });
  });
  let port: number;
  try {
    port = await listen(server, options.port, host);
  } catch (e) {
    store.close();
    throw e;
  }
  const url = `http://${host}:${port}`;
  ctx.publicUrl = (options.publicUrl ?? url).replace(/\/$/, '');
  return {
    url,
    status: () => ({
      addresses: store.count('addresses'),
      shipments: store.count('shipments'),
      rates: store.count('rates'),
      transactions: store.count('transactions'),
    }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => {
          store.close();
          if (err) reject(err);
          else resolve();
        });
      }),
  };
}
