// Starts the Strapi twin: node:http + SQLite. The REST base URL is `${url}/api`.
import { createServer } from 'node:http';
import { asyncListener, closeServer, listen, type RunningTwin, type TwinServerOptions } from '@variegata/twin-kit/http-server';
import { readContent } from './content-files';
import { StrapiError } from './errors';
import { route, sendJson } from './routes';
import { seedLivesIntoStore, type LiveSeedOptions, LIVE_UID } from './lives-seed';
import { EDITORIAL_UIDS } from './schema';
import { seedStore } from './seed';
import { StrapiStore } from './store';

export interface StrapiTwinOptions extends TwinServerOptions {
  /** Require `Authorization: Bearer <apiToken>` on /api (default: public read access). */
  apiToken?: string;
  /** Seed the content folder into an empty database on start (handy with ':memory:'). */
  seedIfEmpty?: boolean;
  contentDir?: string;
  now?: () => Date;
  /** Seed demo live sales for these hosts when the database has none. */
  lives?: LiveSeedOptions;
}

export type { RunningTwin };

export async function startStrapiTwin(options: StrapiTwinOptions): Promise<RunningTwin> {
  const host = options.host ?? '127.0.0.1';
  const store = new StrapiStore(options.dbPath);
  try {
    if (options.seedIfEmpty && EDITORIAL_UIDS.every((uid) => store.count(uid) === 0)) {
      seedStore(store, readContent(options.contentDir), (options.now ?? (() => new Date()))());
    }
    if (options.lives && store.count(LIVE_UID) === 0) seedLivesIntoStore(store, options.lives);
  } catch (e) {
    store.close();
    throw e;
  }
  const server = createServer(
    asyncListener(
      (req, res) => route(store, { apiToken: options.apiToken }, req, res),
      (res, e) => {
        const error = e instanceof StrapiError ? e : new StrapiError(500, 'InternalServerError', 'Internal Server Error');
        sendJson(res, error.status, error.toBody());
      },
    ),
  );
  const url = await listen(server, options.port, host).catch((e: unknown) => {
    store.close();
    throw e;
  });
  return {
    url,
    status: () => ({
      articles: store.count('api::article.article'),
      categories: store.count('api::blog-category.blog-category'),
      pages: store.count('api::page.page'),
      authors: store.count('api::author.author'),
      genuses: store.count('api::genus.genus'),
      lives: store.count(LIVE_UID),
      files: store.fileCount(),
      apiUrl: `${(options.publicUrl ?? url).replace(/\/$/, '')}/api`,
    }),
    close: () => closeServer(server).finally(() => store.close()),
  };
}
