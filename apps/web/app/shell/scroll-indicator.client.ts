/**
 * Marks the page (`data-scrolled` on the root element) at its first scroll, from when the page's
 * code runs: on touch screens the overlay scroll indicator is hidden until then (styles/app.css),
 * so it is not flashed while the page loads, and shows from the first scroll on.
 */
export const SCROLLED_ATTRIBUTE = 'data-scrolled';

export function markPageOnFirstScroll(target: Window = window): void {
  const root = target.document.documentElement;
  if (root.hasAttribute(SCROLLED_ATTRIBUTE)) return;
  if (target.scrollY > 0) {
    root.setAttribute(SCROLLED_ATTRIBUTE, '');
    return;
  }
  target.addEventListener('scroll', () => root.setAttribute(SCROLLED_ATTRIBUTE, ''), { once: true, passive: true });
}
