/**
 * Which responses the server compresses on the fly. Answers to reads (GET, HEAD) are compressed
 * as usual (JSON lists, scripts, stylesheets). Answers to mutations are not: they are a few hundred
 * bytes of JSON or an action's result, and streamed without a length, so the compressor cannot see
 * that they are under its threshold and would run (and the client decompress) for every bid,
 * favourite or message; measured on the bid path that is about a fifth of the site's CPU per bid.
 * Documents come already encoded (entry.server) and are left alone by the compressor either way.
 */
export function compressesAnswerTo(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}
