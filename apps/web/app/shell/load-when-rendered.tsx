import { lazy, memo, Suspense, useEffect, useState, type ComponentType } from 'react';

/** Whether the page has hydrated: set by the first deferred part that commits in the browser. */
let pageHydrated = false;

/**
 * A component whose code comes in its own chunk, loaded when it is first rendered. The server
 * renders it in full; in the browser its server markup stays in place until the chunk arrives and
 * then hydrates on its own (a Suspense boundary), so the page's first hydration does less work and
 * ships less JavaScript. Memoised: a parent re-render with equal props leaves a boundary that is
 * still waiting to hydrate alone (an update there would replace the server markup).
 *
 * Once the page has hydrated and the code is loaded, new instances (a client navigation to another
 * page with the part) render it at once: suspending there would show nothing in its place until
 * React reveals the boundary, which it may hold back for up to half a second.
 * `preload` starts loading as soon as the module defining the part runs in the browser, for parts
 * that every page having them renders (not dialogs): the code arrives with the page's own module,
 * and a client navigation to the page finds it ready instead of showing the part a moment later.
 * A function decides then, from the server's markup (module scripts run once it is parsed), for a
 * part only some visitors get: its code is there before the page hydrates, so a press on it right
 * after the page appears hydrates it on the spot and acts, where a part still waiting for its code
 * would drop the press.
 */
export interface LoadWhenRenderedOptions {
  /** Load the code when the defining module runs in the browser: always, or when this says so then. */
  readonly preload?: boolean | (() => boolean);
}

export function loadWhenRendered<P extends object>(load: () => Promise<ComponentType<P>>, { preload = false }: LoadWhenRenderedOptions = {}): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  const loadOnce = () => load().then((component) => (loaded = component));
  const preloadNow = typeof document !== 'undefined' && (typeof preload === 'function' ? preload() : preload);
  let pending: Promise<ComponentType<P>> | null = preloadNow ? loadOnce() : null;
  const Lazy = lazy(async () => ({ default: (await (pending ??= loadOnce())) as ComponentType<object> }));
  function Deferred(props: P) {
    const [Direct] = useState(() => (pageHydrated ? loaded : null));
    useEffect(() => {
      pageHydrated = true;
    }, []);
    return <Suspense fallback={null}>{Direct ? <Direct {...props} /> : <Lazy {...props} />}</Suspense>;
  }
  return memo(Deferred) as unknown as ComponentType<P>;
}
