/**
 * Stopping the site as a deploy does (SIGTERM) with several worker processes: the requests being
 * served are answered, then the processes exit cleanly and the port is free.
 */
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { visitorCsrfToken } from './csrf-token';
import { startSiteProcess } from './site-process';

/** Sends a login form whose body arrives in two parts, calling `between` after the first; answers what came back. */
async function slowLogin(site: string, csrf: string, between: () => Promise<void>): Promise<string> {
  const { hostname, port } = new URL(site);
  const body = new URLSearchParams({ _csrf: csrf, email: 'nobody@variegata.test', password: 'not-the-password' }).toString();
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  socket.write(
    `POST /login HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${site}\r\nCookie: vg_csrf=${encodeURIComponent(csrf)}\r\n` +
      `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
  );
  await between();
  // The rest of the body, without ending the socket (a client's FIN would let the server close it
  // unanswered); the server closes the connection after its answer (Connection: close).
  socket.write(body.slice(10));
  await closed;
  return answer;
}

describe('stopping the site with two workers', () => {
  it('answers the request in flight, exits with 0 and leaves nothing listening', async () => {
    const site = await startSiteProcess({ WEB_WORKERS: '2' });
    try {
      const csrf = await visitorCsrfToken(site.url);
      const answer = await slowLogin(site.url, csrf, async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        site.signal('SIGTERM');
        await new Promise((resolve) => setTimeout(resolve, 500));
      });
      expect(answer, site.log()).toMatch(/^HTTP\/1\.1 (200|302|400|401|403|429) /);
      expect(await site.exited).toEqual({ code: 0, signal: null });
      expect(site.log()).not.toMatch(/EPIPE|Error/);
      await expect(fetch(site.url)).rejects.toThrow();
    } finally {
      await site.stop();
    }
  });
});
