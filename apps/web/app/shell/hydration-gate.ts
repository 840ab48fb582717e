/**
 * When a server-rendered part of the page may load its code and hydrate: once its markup comes
 * near the viewport (`hydrationGate`; an `intentGate` skips this), or the visitor reaches it first
 * (focus, pointer), or the page has new data for it, or the router's state changes. The last because
 * Remix updates its state in transitions, and React holds a transition back until every boundary
 * still waiting to hydrate below it has hydrated: a navigation or fetcher would otherwise wait for a
 * part nobody scrolls to. Until then the markup stays as the server sent it, working as plain HTML:
 * links and forms work natively. A press on a plain button (no native action) made before the part
 * has hydrated is held and replayed once it has, instead of being lost (one made before the gate
 * existed, too: `early-press` holds it until then).
 */
export interface HydrationGate {
  readonly isOpen: boolean;
  /** Settles when the gate opens. */
  readonly opened: Promise<void>;
  open(): void;
  /** The part has hydrated: stop watching, replay a held press. */
  hydrated(): void;
  /** The part is gone: stop watching. */
  dispose(): void;
}

/** How far outside the viewport a part starts loading, so it is ready when scrolled to. */
const NEAR_VIEWPORT = '200px 0px';
const INTENT_EVENTS = ['focusin', 'pointerover', 'pointerdown', 'touchstart'] as const;

import { claimEarlyPresses } from './early-press';

type RouterState = Record<string, unknown>;
interface RouterLike {
  readonly state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
}
/** What a router update changes that a part may show (it also sends updates that change nothing). */
const ROUTER_CHANGES = ['location', 'navigation', 'fetchers', 'revalidation', 'loaderData', 'actionData', 'errors'];
const waiting = new Set<() => void>();
let watchingRouter = false;

/** Opens every waiting gate on the next router state change (Remix exposes its router on the window). */
function openOnRouterChange(open: () => void) {
  waiting.add(open);
  if (watchingRouter) return;
  const router = (window as unknown as { __remixRouter?: RouterLike }).__remixRouter;
  if (!router) return;
  watchingRouter = true;
  let last = router.state;
  router.subscribe((state) => {
    const changed = ROUTER_CHANGES.some((key) => state[key] !== last[key]);
    last = state;
    if (changed) for (const gate of [...waiting]) gate();
  });
}

/**
 * A gate for a part's server markup: `parts`, its top elements (none: a part the server rendered as
 * nothing, which waits for new data), or null when it has no server markup (mounted after the page
 * hydrated: nothing to wait for). Opens when the part comes near the viewport, or on the first of
 * the other signals above.
 */
export function hydrationGate(parts: readonly Element[] | null): HydrationGate {
  return gate(parts, true);
}

/**
 * A gate for a part in view that works as plain HTML until it is used (links, forms, and presses
 * held for it): it opens when the visitor reaches it (pointer over it, focus, a press), or on new
 * data or a router change, not for being in view. A visitor who only looks never loads its code.
 */
export function intentGate(parts: readonly Element[] | null): HydrationGate {
  return gate(parts, false);
}

/**
 * A `hydrationGate` for a part that controls outside it need (fields of its form elsewhere on the
 * page, the button that shows it): reaching one that matches `selector` opens it too, so its code is
 * on the way while the visitor is.
 */
export function hydrationGateReachedFrom(selector: string): (parts: readonly Element[] | null) => HydrationGate {
  return (parts) => gate(parts, true, selector);
}

/**
 * The gate of each part's server markup (by its first element). React may render a part more than
 * once before it commits (a hydration it restarts for a press elsewhere, say) and throws the
 * unused renders away: they get the gate the first one made, instead of each adding listeners that
 * nothing would ever remove, which held presses on the part for good.
 */
const gates = new WeakMap<Element, HydrationGate>();

function gate(parts: readonly Element[] | null, whenNearViewport: boolean, reachedFrom?: string): HydrationGate {
  const key = parts?.[0];
  const existing = key && gates.get(key);
  if (existing) return existing;
  const made = newGate(parts, whenNearViewport, reachedFrom);
  if (key) gates.set(key, made);
  return made;
}

function newGate(parts: readonly Element[] | null, whenNearViewport: boolean, reachedFrom?: string): HydrationGate {
  let resolve!: () => void;
  const opened = new Promise<void>((r) => (resolve = r));
  let isOpen = false;
  let held: HTMLElement | null = null;
  const observer = !whenNearViewport || typeof IntersectionObserver === 'undefined' ? null : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), { rootMargin: NEAR_VIEWPORT });
  const within = (target: EventTarget | null) => parts !== null && parts.some((part) => part.contains(target as Node));
  const outsideControl = (target: EventTarget | null) => reachedFrom !== undefined && target instanceof Element && target.closest(reachedFrom) !== null;
  const onIntent = (event: Event) => {
    if (within(event.target) || outsideControl(event.target)) open();
  };
  // On the window, in the capture phase: React stops a press on markup it cannot hydrate yet
  // before it reaches anything below its root.
  const onPress = (event: Event) => {
    if (!within(event.target)) return;
    open();
    const button = (event.target as Element).closest('button');
    if (button && button.type === 'button' && within(button)) {
      event.preventDefault();
      event.stopPropagation();
      held = button;
    }
  };
  function stopWatching() {
    waiting.delete(open);
    observer?.disconnect();
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true);
  }
  function open() {
    if (isOpen) return;
    isOpen = true;
    stopWatching();
    resolve();
  }
  // No markup of the part (a part mounted after the page hydrated), or no observer to tell when it
  // comes into view: nothing to wait for.
  if (parts === null || (whenNearViewport && observer === null)) open();
  else {
    openOnRouterChange(open);
    // A part the server rendered as nothing has nothing to show: it waits for new data.
    for (const part of parts) observer?.observe(part);
    for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true });
    window.addEventListener('click', onPress, true);
    // A press made on the part before this gate existed (the page still hydrating) is ours now.
    const early = claimEarlyPresses(parts);
    if (early) {
      held = early;
      open();
    }
  }
  const made: HydrationGate = {
    get isOpen() {
      return isOpen;
    },
    opened,
    open,
    hydrated() {
      open();
      window.removeEventListener('click', onPress, true);
      const press = held;
      held = null;
      if (press?.isConnected) press.click();
    },
    dispose() {
      stopWatching();
      window.removeEventListener('click', onPress, true);
      if (parts?.[0] && gates.get(parts[0]) === made) gates.delete(parts[0]);
    },
  };
  return made;
}
