/** A URL editorial content may link to: http(s), mailto, a site path or a fragment; anything else is null. */
export function safeUrl(raw: string): string | null {
  const url = raw.trim();
  if (url === '' || url.startsWith('//')) return null;
  if (url.startsWith('/') || url.startsWith('#')) return url;
  // Browsers ignore tabs and newlines inside a scheme ("java\tscript:"): judge without them.
  const compact = url.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  return /^(https?:|mailto:)/.test(compact) ? url : null;
}
