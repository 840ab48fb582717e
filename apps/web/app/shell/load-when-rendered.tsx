import { lazy, memo, Suspense, useCallback, useEffect, useId, useMemo, useState, type ComponentType } from 'react';
import type { HydrationGate } from './hydration-gate';
import { HYDRATION_MARK_ATTRIBUTE, stopHoldingEarlyPresses } from './early-press';

/** Whether the page has hydrated: set by the first deferred part that commits in the browser. */
let pageHydrated = false;

/**
 * A component whose code comes in its own chunk, loaded when it is first rendered. The server
 * renders it in full; in the browser its server markup stays in place until the chunk arrives and
 * then hydrates on its own (a Suspense boundary), so the page's first hydration does less work and
 * ships less JavaScript. Until it has hydrated, the boundary keeps the props it hydrates with (new
 * ones reach it right after): an update to a boundary still waiting would throw its server markup
 * away and show nothing until the code arrives.
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
 * `hydrateWhen` (pass `hydrationGate`) is for parts below the fold or hidden until asked for: their
 * code loads, and they hydrate, only when they come near the viewport or are reached, so a visitor
 * who never scrolls to them never downloads them; one that gets new data first is rendered afresh.
 * With `intentGate`, for a part in view that works as plain HTML until used, only when reached.
 * They render in a wrapper with `display: contents` (no box of its own), which marks their server
 * markup. Mounted by a client navigation, such a part suspends that navigation until its code is
 * there. The gate comes in as an option so that its code ships with the pages that have such
 * parts, not with every page.
 * `markedItems` is for such a part that renders items of a list (`<li>`s, where a wrapper element
 * would break the list): no wrapper; the part gets a `hydrationMark` prop and puts it on each of its
 * top elements as `data-hydrate-when-visible`.
 */
export interface LoadWhenRenderedOptions {
  /** Load the code when the defining module runs in the browser: always, or when this says so then. */
  readonly preload?: boolean | (() => boolean);
  /** Wait, in the page's first hydration, until this gate opens (near the viewport, reached or updated). */
  readonly hydrateWhen?: (parts: readonly Element[] | null) => HydrationGate;
  /** With `hydrateWhen`: the part marks its own top elements (see above) instead of a wrapper. */
  readonly markedItems?: boolean;
}

/** The prop a `markedItems` part gets: the value of `data-hydrate-when-visible` on its top elements. */
export interface HydrationMarkProps {
  readonly hydrationMark?: string;
}

/** Loaded with the page when the server's markup has the part (class `marker`), never otherwise. */
export const whenInMarkup = (marker: string): LoadWhenRenderedOptions => ({ preload: () => document.querySelector(`.${marker}`) !== null });

/** The server markup of a part marked `id`: its top elements, or null when the document has none. */
function serverMarkupOf(id: string, markedItems: boolean): Element[] | null {
  const marked = [...document.querySelectorAll(`[${HYDRATION_MARK_ATTRIBUTE}="${id}"]`)];
  if (markedItems) return marked.length > 0 ? marked : null;
  return marked[0] ? [...marked[0].children] : null;
}

export function loadWhenRendered<P extends object>(load: () => Promise<ComponentType<P>>, { preload = false, hydrateWhen, markedItems = false }: LoadWhenRenderedOptions = {}): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  const loadOnce = () => load().then((component) => (loaded = component));
  const preloadNow = typeof document !== 'undefined' && (typeof preload === 'function' ? preload() : preload);
  let pending: Promise<ComponentType<P>> | null = preloadNow ? loadOnce() : null;
  const lazyPart = (before?: Promise<void>) =>
    lazy(async () => {
      await before;
      return { default: (await (pending ??= loadOnce())) as ComponentType<object> };
    });
  const Lazy = lazyPart();
  function Deferred(props: P) {
    const id = useId();
    // Rendered in the page's first hydration: the server's markup is there to keep. A part with a
    // mark knows for sure: its marked markup is in the document (ids the browser makes up never match the server's).
    const [markup] = useState(() => (hydrateWhen && typeof document !== 'undefined' ? serverMarkupOf(id, markedItems) : null));
    const [hydrating] = useState(() => typeof document !== 'undefined' && (hydrateWhen ? markup !== null : !pageHydrated));
    const [Direct] = useState(() => (hydrating ? null : loaded));
    const [gate] = useState(() => (hydrateWhen && hydrating ? hydrateWhen(markup) : null));
    const [Gated] = useState(() => (gate ? lazyPart(gate.opened) : null));
    const [firstProps] = useState(props);
    const [hydrated, setHydrated] = useState(!hydrating);
    // A part still waiting that got new data is rendered afresh instead (see below).
    const [replaced, setReplaced] = useState(false);
    useEffect(() => {
      pageHydrated = true;
      stopHoldingEarlyPresses();
      return () => gate?.dispose();
    }, [gate]);
    useEffect(() => {
      if (replaced) gate?.dispose();
    }, [replaced, gate]);
    const onHydrated = useCallback(() => {
      gate?.hydrated();
      setHydrated(true);
    }, [gate]);
    // New data for a part still waiting (a search filtered, say): its server markup is out of date, so
    // it is not hydrated any more but rendered afresh, in the same commit as the rest of the page,
    // without a boundary of its own: the navigation (a transition) waits for the code if it has not
    // come yet. Kept waiting, it showed the old results a moment after the page had the new ones.
    // (A part without `hydrateWhen` keeps its first props until it has hydrated, then updates.)
    if (!hydrated && !replaced && hydrateWhen && props !== firstProps) setReplaced(true);
    const current = hydrated || replaced ? props : firstProps;
    const shown = useMemo(() => (hydrateWhen && markedItems ? { ...current, hydrationMark: id } : current), [current, id]);
    const Part = (replaced ? (loaded ?? Lazy) : (Gated ?? Direct ?? Lazy)) as ComponentType<object>;
    // The same element while the props it shows are the same: React then leaves a waiting boundary alone.
    const boundary = useMemo(
      () =>
        // A page section mounted by a client navigation has no boundary of its own: the navigation (a
        // transition) then waits for its code and the page appears whole, not a part at a time.
        hydrateWhen && (!hydrating || replaced) && typeof document !== 'undefined' ? (
          <Part {...shown} />
        ) : (
          <Suspense fallback={null}>
            <Part {...shown} />
            {hydrating ? <OnHydrated onHydrated={onHydrated} /> : null}
          </Suspense>
        ),
      [shown, Part, hydrating, replaced, onHydrated],
    );
    return hydrateWhen && !markedItems ? (
      <div className="vg-contents" {...{ [HYDRATION_MARK_ATTRIBUTE]: id }}>
        {boundary}
      </div>
    ) : (
      boundary
    );
  }
  return memo(Deferred) as unknown as ComponentType<P>;
}

/** Renders nothing; tells when the Suspense boundary it is in has hydrated (its effects run then). */
function OnHydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}
