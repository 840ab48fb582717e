import { Writable } from 'node:stream';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToPipeableStream } from 'react-dom/server';
import { documentEncoding, encodeDocument, MIN_COMPRESSED_BYTES } from '~/server/document-encoding.server';
import { documentKey, keepDocument, reusedDocument } from '~/server/document-cache.server';
import { NonceProvider } from '~/shell/nonce';
import { responseBytes } from '~/server/response-bytes.server';
import { reportServerError } from '~/errors/reporting.server';
import { sendMail } from '~/server/mail.server';
import { startClosingJob } from '~/auction/closing-schedule.server';

// The auction closing runs in every site process (one run at a time across them, see closing-schedule).
startClosingJob(sendMail);

const ABORT_DELAY = 5000;

/** Unexpected loader, action and render errors: logged as before, and reported when SENTRY_DSN is set. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (!request.signal.aborted) console.error(error);
  reportServerError(error, request);
};
export const streamTimeout = ABORT_DELAY;

/**
 * Renders the whole document, then sends it in one piece, compressed once (Brotli or gzip as
 * the browser accepts). Pages have no deferred data, so waiting for everything costs nothing,
 * and one compression of the finished page is far cheaper than compressing React's many small
 * chunks as they stream (see document-encoding.server).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  // A signed-out visitor's page whose data was rendered a moment ago is not rendered again.
  const key = documentKey(request, responseStatusCode, remixContext, loadContext);
  const reused = key ? reusedDocument(key, loadContext) : null;
  if (reused !== null) return respondWith(request, responseHeaders, responseStatusCode, reused);
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
    });
    sink.on('finish', () => {
      clearTimeout(timer);
      const html = Buffer.concat(chunks);
      if (key && status === 200) keepDocument(key, html, loadContext);
      try {
        resolve(respondWith(request, responseHeaders, status, html));
      } catch (error) {
        reject(error);
      }
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    const timer = setTimeout(abort, ABORT_DELAY);
  });
}

/** The document as the browser takes it: Brotli or gzip when it is large enough and accepted. */
function respondWith(request: Request, responseHeaders: Headers, status: number, html: Buffer): Response {
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.append('Vary', 'Accept-Encoding');
  const encoding = html.length >= MIN_COMPRESSED_BYTES ? documentEncoding(request.headers.get('accept-encoding')) : null;
  if (!encoding) return new Response(responseBytes(html), { headers: responseHeaders, status });
  responseHeaders.set('Content-Encoding', encoding);
  return new Response(responseBytes(encodeDocument(html, encoding)), { headers: responseHeaders, status });
}
