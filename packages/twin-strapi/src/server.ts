// Starts the Strapi twin: node:http + SQLite. The REST base URL is `${url}/api`.
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readContent } from './content-files';
import { StrapiError } from './errors';
import { route, sendJson } from './routes';
import { CONTENT_TYPES } from './schema';
import { seedStore } from './seed';
import { StrapiStore } from './store';

export interface StrapiTwinOptions {
  dbPath: string;
  port: number;
  host?: string;
  publicUrl?: string;
  /** Require `Authorization: Bearer <apiToken>` on /api (default: public read access). */
  apiToken?: string;
  /** Seed the content folder into an empty database on start (handy with ':memory:'). */
  seedIfEmpty?: boolean;
  contentDir?: string;
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

export async function startStrapiTwin(options: StrapiTwinOptions): Promise<RunningTwin> {
  const host = options.host ?? '127.0.0.1';
  const store = new StrapiStore(options.dbPath);
  try {
    if (options.seedIfEmpty && CONTENT_TYPES.every((t) => store.count(t.uid) === 0)) {
      seedStore(store, readContent(options.contentDir), (options.now ?? (() => new Date()))());
    }
  } catch (e) {
    store.close();
    throw e;
  }
  const server = createServer((req, res) => {
    route(store, { apiToken: options.apiToken }, req, res).catch((e: unknown) => {
      if (res.headersSent) {
        res.end();
        return;
      }
      const error = e instanceof StrapiError ? e : new StrapiError(500, 'InternalServerError', 'Internal Server Error');
      sendJson(res, error.status, error.toBody());
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
  return {
    url,
    status: () => ({
      articles: store.count('api::article.article'),
      categories: store.count('api::blog-category.blog-category'),
      pages: store.count('api::page.page'),
      authors: store.count('api::author.author'),
      genuses: store.count('api::genus.genus'),
      files: store.fileCount(),
      apiUrl: `${(options.publicUrl ?? url).replace(/\/$/, '')}/api`,
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
