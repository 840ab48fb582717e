import { lazy, memo, Suspense, type ComponentType } from 'react';

/**
 * A component whose code comes in its own chunk, loaded when it is first rendered. The server
 * renders it in full; in the browser its server markup stays in place until the chunk arrives and
 * then hydrates on its own (a Suspense boundary), so the page's first hydration does less work and
 * ships less JavaScript. Memoised: a parent re-render with equal props leaves a boundary that is
 * still waiting to hydrate alone (an update there would replace the server markup).
 */
export function loadWhenRendered<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: (await load()) as ComponentType<object> }));
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return memo(Deferred) as unknown as ComponentType<P>;
}
