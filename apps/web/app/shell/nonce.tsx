import { createContext, useContext } from 'react';

/** The CSP nonce of the response being rendered (empty in the browser, which hides nonces). */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
