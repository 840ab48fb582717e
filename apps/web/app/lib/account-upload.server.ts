/**
 * Upload handling for the profile image: only the `image` part is kept, in memory, and reading
 * stops with MaxPartSizeExceededError as soon as it passes the limit (the rest of the body is not
 * buffered).
 */
import { MaxPartSizeExceededError, type UploadHandler } from '@remix-run/node';

export function limitedUploadHandler(maxBytes: number): UploadHandler {
  return async ({ name, filename, contentType, data }) => {
    if (name !== 'image' || !filename) {
      // Small text parts (none expected) are read as strings; anything else is drained.
      let text = '';
      let size = 0;
      for await (const chunk of data) {
        size += chunk.byteLength;
        if (size > 4096) throw new MaxPartSizeExceededError(name, 4096);
        text += Buffer.from(chunk).toString('utf8');
      }
      return filename ? undefined : text;
    }
    const chunks: BlobPart[] = [];
    let size = 0;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new MaxPartSizeExceededError(name, maxBytes);
      chunks.push(new Uint8Array(chunk));
    }
    return new File(chunks, filename, { type: contentType });
  };
}
