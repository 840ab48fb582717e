// Starts the Shippo twin: node:http server + SQLite store. See README for what is implemented.
import { createServer } from 'node:http';
import { asyncListener, closeServer, listen, type RunningTwin, type TwinServerOptions } from '@variegata/twin-kit/http-server';
import type { Ctx } from './context';
import { ShippoHttpError, sendJson } from './http';
import { route } from './routes';
import { ShippoStore } from './store';

export interface ShippoTwinOptions extends TwinServerOptions {
  /** Accept only this API key (without the `ShippoToken ` prefix); default: any key. */
  apiKey?: string;
  /** Clock for object timestamps and label ETAs (tests); default: the system clock. */
  now?: () => Date;
}

export type { RunningTwin };

export async function startShippoTwin(options: ShippoTwinOptions): Promise<RunningTwin> {
  const host = options.host ?? '127.0.0.1';
  const store = new ShippoStore(options.dbPath);
  const ctx: Ctx = { store, publicUrl: '', owner: 'sandbox@variegata.test', test: true, now: options.now ?? (() => new Date()) };
  const server = createServer(
    asyncListener(
      (req, res) => route(ctx, { apiKey: options.apiKey }, req, res),
      (res, e) => {
        if (e instanceof ShippoHttpError) sendJson(res, e.status, e.body);
        else sendJson(res, 500, { detail: `Internal error: ${(e as Error).message}` });
      },
    ),
  );
  const url = await listen(server, options.port, host).catch((e: unknown) => {
    store.close();
    throw e;
  });
  ctx.publicUrl = (options.publicUrl ?? url).replace(/\/$/, '');
  return {
    url,
    status: () => ({
      addresses: store.count('addresses'),
      shipments: store.count('shipments'),
      rates: store.count('rates'),
      transactions: store.count('transactions'),
    }),
    close: () => closeServer(server).finally(() => store.close()),
  };
}
