/**
 * Marks the page (`data-scrolled` on the root element) at its first scroll, from when the page's
 * code runs: on touch screens the overlay scroll indicator is hidden until then (styles/app.css),
 * so it is not flashed while the page loads, and shows from the first scroll on.
 */
export function markPageOnFirstScroll(): void {
  const mark = () => document.documentElement.setAttribute('data-scrolled', '');
  if (window.scrollY > 0) mark();
  else window.addEventListener('scroll', mark, { once: true, passive: true });
}
