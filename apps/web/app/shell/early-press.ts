/**
 * Presses made on a deferred part (see `load-when-rendered`) while the page is still hydrating,
 * before that part's hydration gate exists: React drops a press on server markup it has not
 * hydrated, and the gate's own listener is only added when React renders the part. From the moment
 * this module runs (with the shell's code, before hydration starts) until the page has hydrated, a
 * press on a plain button (no native action) inside a part no gate has claimed yet is held here;
 * the part's gate takes it when it is made, opens, and replays it once the part has hydrated.
 * Links and form buttons are left alone: they work as plain HTML.
 */

/** The attribute marking a deferred part's server markup (its wrapper, or its own top elements). */
export const HYDRATION_MARK_ATTRIBUTE = 'data-hydrate-when-visible';

const claimed = new Set<Element>();
let held: HTMLButtonElement | null = null;
let listening = false;

function holdEarlyPress(event: Event) {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const button = target.closest('button');
  if (!button || button.type !== 'button' || !button.closest(`[${HYDRATION_MARK_ATTRIBUTE}]`)) return;
  for (const part of claimed) if (part.contains(button)) return;
  event.preventDefault();
  event.stopPropagation();
  held = button;
}

if (typeof window !== 'undefined') {
  window.addEventListener('click', holdEarlyPress, true);
  listening = true;
}

/**
 * A gate for `parts` exists now: presses on them are its own from here on. Returns the button of a
 * press held for them before, if any (handed over once).
 */
export function claimEarlyPresses(parts: readonly Element[]): HTMLButtonElement | null {
  if (!listening) return null;
  for (const part of parts) claimed.add(part);
  if (!held || !parts.some((part) => part.contains(held))) return null;
  const button = held;
  held = null;
  return button;
}

/** The page has hydrated: every part still waiting has its gate; parts rendered from now on act on their own. */
export function stopHoldingEarlyPresses() {
  if (!listening) return;
  listening = false;
  window.removeEventListener('click', holdEarlyPress, true);
  claimed.clear();
  held = null;
}
