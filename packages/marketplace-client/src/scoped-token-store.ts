/**
 * One Marketplace SDK instance for many users. Building an instance costs about half a millisecond
 * of CPU (it makes a function for every endpoint), which a site paid on every signed-in request and
 * again for every trusted token. The instance this module's `scopedTokenStore` is given reads and
 * writes the token store of the call in progress; `withTokenStore(sdk, store)` is the SDK's shape
 * with every call, at any depth (`sdk.listings.show`, `sdk.login`), made with `store`.
 *
 * The call's store follows it through the SDK's promise chain (AsyncLocalStorage), so a token the
 * SDK fetches, refreshes or drops during a call is read from and written to that call's store only.
 * One thing the SDK keeps per instance is shared: a request for an anonymous token already in
 * flight is reused by a call that needs one too (all anonymous tokens are alike); the token is
 * saved to the store of the call that started the request.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { TokenStore } from 'sharetribe-flex-sdk';

const active = new AsyncLocalStorage<TokenStore>();

function current(): TokenStore {
  const store = active.getStore();
  if (!store) throw new Error('A shared SDK was called without a token store (use withTokenStore)');
  return store;
}

/** The token store for a shared SDK instance: each call uses the store it was made with. */
export const scopedTokenStore: TokenStore = {
  getToken: () => current().getToken(),
  setToken: (token: unknown) => current().setToken(token),
  removeToken: () => current().removeToken(),
};

/** `sdk` (an instance made with `scopedTokenStore`) with every call made with `store`. */
export function withTokenStore<T extends object>(sdk: T, store: TokenStore): T {
  const views = new WeakMap<object, object>();
  const view = (target: object): object => {
    let wrapped = views.get(target);
    if (!wrapped) {
      const calls = new Map<PropertyKey, unknown>();
      wrapped = new Proxy(target, {
        get(object, key) {
          const value: unknown = Reflect.get(object, key);
          if (typeof value === 'function') {
            let call = calls.get(key);
            if (!call) {
              const fn = value as (...args: unknown[]) => unknown;
              call = (...args: unknown[]) => active.run(store, () => fn.apply(object, args));
              calls.set(key, call);
            }
            return call;
          }
          return value !== null && typeof value === 'object' ? view(value) : value;
        },
      });
      views.set(target, wrapped);
    }
    return wrapped;
  };
  return view(sdk) as T;
}
