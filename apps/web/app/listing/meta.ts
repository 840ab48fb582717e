/**
 * The listing page's SEO block (spec 2 §2; spec 1 §9 social image sizes 1200x630 and 600x314):
 * title, description, canonical link, Open Graph, Twitter card and Product/Offer structured data.
 * Private listings get only a title and noindex.
 */
import type { MetaDescriptor } from '@remix-run/node';
import { cutText } from './page-text';
import type { ListingView } from './view';

export function listingMeta(listing: ListingView, canonicalUrl: string, sellerName: string): MetaDescriptor[] {
  const title = `${listing.title} · Variegata`;
  if (listing.isPrivate) return [{ title }, { name: 'robots', content: 'noindex, nofollow' }];
  const description = cutText(listing.description.replace(/\s+/g, ' ').trim() || `${listing.title} for sale on Variegata`, 160).text;
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonicalUrl },
    { property: 'og:type', content: 'product' },
    { property: 'og:site_name', content: 'Variegata' },
    { property: 'og:title', content: listing.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonicalUrl },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: listing.title },
    { name: 'twitter:description', content: description },
  ];
  if (listing.socialImages.facebook) {
    meta.push(
      { property: 'og:image', content: listing.socialImages.facebook },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
    );
  }
  if (listing.socialImages.twitter) {
    meta.push({ name: 'twitter:image', content: listing.socialImages.twitter }, { name: 'twitter:image:width', content: '600' }, { name: 'twitter:image:height', content: '314' });
  }
  const price = listing.isAuction ? null : listing.priceAmount;
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    url: canonicalUrl,
    priceCurrency: listing.currency,
    availability: listing.state === 'closed' || listing.soldOut ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
    seller: { '@type': 'Person', name: sellerName },
  };
  if (price !== null) offer['price'] = (price / 100).toFixed(2);
  meta.push({
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: listing.title,
      description,
      ...(listing.images[0] ? { image: listing.images.map((i) => i.src) } : {}),
      ...(listing.genusLabel ? { category: listing.genusLabel } : {}),
      offers: offer,
    },
  });
  return meta;
}
