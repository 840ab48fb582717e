/**
 * The attribute that asks the browser to fetch an image ahead of the page's other images
 * (`fetchpriority="high"`), for the image that is likely the page's largest. Spread on the `<img>`:
 * React 18 does not know the camel-case `fetchPriority` prop (it warns), so this is the HTML
 * attribute's own lower-case name.
 */
export function highFetchPriority(high: boolean): { fetchpriority?: 'high' } {
  return high ? { fetchpriority: 'high' } : {};
}
