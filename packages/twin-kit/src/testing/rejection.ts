// For tests that expect a call to fail: what it rejected with, to be inspected.

/** The value `p` rejects with; throws when `p` fulfils instead, so the test fails. */
export async function rejection<E = unknown>(p: Promise<unknown>): Promise<E> {
  try {
    await p;
  } catch (e) {
    return e as E;
  }
  throw new Error('expected the call to fail');
}
