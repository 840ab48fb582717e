import type { LoaderFunctionArgs } from '@remix-run/node';
import { contentImages } from '~/editorial/content-images.server';
import { responseBytes } from '~/server/response-bytes.server';

/**
 * GET /media/uploads/{name}: a picture of the content service (the editorial pages' images) in the
 * best format the browser accepts: AVIF, WebP or the uploaded JPEG/PNG. Answers 200 with the
 * picture (cached for a year: upload names are content hashes; the uploaded bytes for a minute while
 * the first conversion runs), 302 to the service for uploads the
 * site does not convert (SVG, GIF), 404 for a name the service does not have, 502/504 when the
 * service fails or is slow.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const answer = await contentImages().image(params['name'] ?? '', request.headers.get('accept'));
  if (answer.kind === 'elsewhere') return new Response(null, { status: 302, headers: { Location: answer.location } });
  if (answer.kind === 'failed') {
    const text = answer.status === 404 ? 'No such image.' : 'The image could not be loaded. Please try again.';
    return new Response(text, { status: answer.status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  }
  return new Response(responseBytes(answer.body), {
    headers: {
      'Content-Type': answer.type,
      'Content-Length': String(answer.body.length),
      // Until the conversion is done, the upload's own bytes are kept a minute only.
      'Cache-Control': answer.final ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
      Vary: 'Accept',
    },
  });
}
