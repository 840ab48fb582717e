/**
 * The checkout's calls from the browser: JSON with the CSRF header, answered `{ data }` or
 * `{ error, code, fields? }`. A network failure is an answer too (code `network`), never a throw.
 */
export type ApiAnswer<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly status: number; readonly code: string; readonly error: string; readonly fields: Readonly<Record<string, readonly string[]>> };

export const NETWORK_ERROR = 'We could not reach Variegata. Check your connection and try again.';

export async function callCheckoutApi<T>(path: string, body: unknown, csrf: string): Promise<ApiAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf, Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, code: 'network', error: NETWORK_ERROR, fields: {} };
  }
  const answer = (await response.json().catch(() => ({}))) as { data?: T; error?: string; code?: string; fields?: Record<string, string[]> };
  if (response.ok && answer.data !== undefined) return { ok: true, data: answer.data };
  return { ok: false, status: response.status, code: answer.code ?? 'unknown', error: answer.error ?? NETWORK_ERROR, fields: answer.fields ?? {} };
}

/** The chosen rate is kept per listing for this browser tab (spec 3 §2: "the choice is saved per listing"). */
export const rateStorageKey = (listingId: string) => `vg-checkout-rate:${listingId}`;
