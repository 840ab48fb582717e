/**
 * The sandbox index page: every twin's address and status, and the mail outbox
 * (verification, password reset, order emails), as HTML for people and as JSON
 * (`/status.json`, `/outbox.json`) for tests.
 */
import { createServer, type Server } from 'node:http';
import { listen } from '@variegata/twin-kit/http-server';

export interface TwinStatus {
  name: string;
  url: string;
  status: () => Record<string, unknown>;
}

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  [key: string]: unknown;
}

/** A person who can sign in at the local OpenID Connect provider. */
export interface SocialIdentity {
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  note: string;
}

export interface IndexSources {
  twins: () => TwinStatus[];
  /** The local OpenID Connect provider's demo identities (social sign-in). */
  identities?: readonly SocialIdentity[];
  outbox: () => OutboxMessage[];
  site?: string;
  /** A sandbox started by tests: `POST /test/clock?advance=<ms>` moves the twins' clock (answers `{now}`). */
  advanceClock?: (ms: number) => Promise<number>;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function statusOf(twin: TwinStatus): { ok: boolean; details: Record<string, unknown> } {
  try {
    return { ok: true, details: twin.status() };
  } catch (error) {
    return { ok: false, details: { error: (error as Error).message } };
  }
}

export function renderIndex(sources: IndexSources): string {
  const rows = sources.twins().map((twin) => {
    const s = statusOf(twin);
    const details = Object.entries(s.details).map(([k, v]) => `${escape(k)}: ${escape(String(v))}`).join(', ');
    return `<tr><th scope="row">${escape(twin.name)}</th><td><a href="${escape(twin.url)}">${escape(twin.url)}</a></td><td>${s.ok ? 'running' : 'error'}</td><td>${details}</td></tr>`;
  });
  const identities = (sources.identities ?? []).map((who) =>
    `<tr><th scope="row">${escape(`${who.givenName} ${who.familyName}`)}</th><td>${escape(who.email)}${who.emailVerified ? '' : ' (not verified)'}</td><td>${escape(who.note)}</td></tr>`);
  const mails = sources.outbox().slice(0, 100).map((m) =>
    `<article><h3>${escape(m.subject)}</h3><p class="meta">To ${escape(m.to)} · ${escape(m.createdAt)}</p><pre>${escape(m.text)}</pre></article>`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Variegata sandbox</title><style>
body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:960px;padding:0 1rem;color:#1d2b1f}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #dde5dd;padding:.5rem;text-align:left;vertical-align:top}
article{border:1px solid #dde5dd;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}pre{white-space:pre-wrap;font-size:.9rem}.meta{color:#56655a;margin:0}
</style></head><body><h1>Variegata sandbox</h1>
${sources.site ? `<p>The site: <a href="${escape(sources.site)}">${escape(sources.site)}</a></p>` : ''}
<h2>Twins</h2><table><thead><tr><th scope="col">Twin</th><th scope="col">Address</th><th scope="col">State</th><th scope="col">Data</th></tr></thead><tbody>${rows.join('')}</tbody></table>
${identities.length ? `<h2>Social sign-in identities</h2><p>The sign-up and log-in pages' social network button signs in at the local OpenID Connect provider; choose one of these people there (no password).</p><table><thead><tr><th scope="col">Person</th><th scope="col">Email at the provider</th><th scope="col">What happens</th></tr></thead><tbody>${identities.join('')}</tbody></table>` : ''}
<h2>Mail outbox</h2>${mails.length ? mails.join('') : '<p>No mail sent yet.</p>'}
<p><a href="/status.json">status.json</a> · <a href="/outbox.json">outbox.json</a></p></body></html>`;
}

export async function startIndexServer(sources: IndexSources, port: number, host: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const json = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    try {
      if (path === '/status.json') return json({ site: sources.site ?? null, twins: sources.twins().map((t) => ({ name: t.name, url: t.url, ...statusOf(t) })) });
      if (path === '/outbox.json') return json({ messages: sources.outbox() });
      if (path === '/test/clock' && sources.advanceClock && req.method === 'POST') {
        const advance = Number(new URL(req.url ?? '', 'http://sandbox').searchParams.get('advance'));
        if (!Number.isSafeInteger(advance) || advance <= 0) {
          res.writeHead(400, { 'content-type': 'text/plain' });
          return res.end('advance must be a positive whole number of milliseconds');
        }
        void sources.advanceClock(advance).then(
          (now) => json({ now }),
          (error: unknown) => {
            res.writeHead(500, { 'content-type': 'text/plain' });
            res.end(`Advancing the clock failed: ${(error as Error).message}`);
          },
        );
        return;
      }
      if (path === '/' || path === '/index.html') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        return res.end(renderIndex(sources));
      }
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`Sandbox index failed: ${(error as Error).message}`);
    }
  });
  return { url: await listen(server, port, host), server };
}
