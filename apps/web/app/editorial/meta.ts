/** Document head of the editorial pages: title, description, Open Graph and Twitter cards. */
import type { MetaDescriptor } from '@remix-run/node';
import type { Media } from '@variegata/editorial/schemas';

export interface EditorialMeta {
  title: string;
  description: string;
  url: string;
  image?: Media | null;
  type?: 'article' | 'website';
  publishedTime?: string | null;
}

export function editorialMeta({ title, description, url, image = null, type = 'website', publishedTime = null }: EditorialMeta): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [
    { title: `${title} · Variegata` },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: 'Variegata' },
    { property: 'og:type', content: type },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
  if (image) {
    // Cards are fetched by other sites: the picture's address is absolute (the site serves uploads under /media).
    const src = absoluteUrl(image.url, url);
    meta.push({ property: 'og:image', content: src }, { name: 'twitter:image', content: src });
    if (image.width) meta.push({ property: 'og:image:width', content: String(image.width) });
    if (image.height) meta.push({ property: 'og:image:height', content: String(image.height) });
    if (image.alternativeText) meta.push({ property: 'og:image:alt', content: image.alternativeText });
  }
  if (type === 'article' && publishedTime) meta.push({ property: 'article:published_time', content: publishedTime });
  return meta;
}

/** A description of at most `max` characters, cut at a word with an ellipsis. */
export function metaDescription(text: string, max = 160): string {
  const clean = text.replace(/[#*_`>[\]()!|-]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** `href` resolved against the page's own absolute address (kept as it is when that fails). */
function absoluteUrl(href: string, page: string): string {
  try {
    return new URL(href, page).href;
  } catch {
    return href;
  }
}
