/**
 * Multipart POSTs from the browser with upload progress (XMLHttpRequest: fetch reports none) and the
 * CSRF header, answered as the site's JSON APIs answer: `{ data }` or `{ error }`. A network failure
 * is an answer too (status 0), never a throw.
 */
export interface PostAnswer<T> {
  readonly status: number;
  /** `data` of a 2xx answer, else null. */
  readonly data: T | null;
  /** `error` of the answer, or null (the caller words its own fallback). */
  readonly error: string | null;
}

export function postWithProgress<T>(url: string, body: FormData, csrf: string, onProgress: (percent: number) => void): Promise<PostAnswer<T>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('X-CSRF-Token', csrf);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const answer = request.response as { data?: T; error?: string } | null;
      const ok = request.status >= 200 && request.status < 300 && answer?.data !== undefined;
      resolve({ status: request.status, data: ok ? (answer?.data ?? null) : null, error: answer?.error ?? null });
    };
    request.onerror = () => resolve({ status: 0, data: null, error: null });
    request.send(body);
  });
}
