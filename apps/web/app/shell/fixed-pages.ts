/**
 * The fixed pages reached through the catch-all `/{slug}` (spec 1 §2.1 "other fixed
 * paths"): terms, about, press, contact and gallery. Their real content comes from the
 * content service later; the terms carry the spec's "last updated July 1st 2021".
 */
export interface FixedPage {
  readonly slug: string;
  readonly title: string;
  readonly lead: string;
  readonly paragraphs: readonly string[];
}

const pages: readonly FixedPage[] = [
  { slug: 'terms', title: 'Terms of Service', lead: 'Last updated July 1st 2021.', paragraphs: ['These terms govern your use of Variegata, a marketplace for rare and variegated plants.', 'By creating an account you agree to buy and sell in good faith, ship plants as described and pay for what you win or order.'] },
  { slug: 'about', title: 'About Variegata', lead: 'A marketplace for rare and variegated plants.', paragraphs: ['Collectors and growers buy and sell aroids and other rare plants here: fixed price, quick sales and auctions.'] },
  { slug: 'press', title: 'Press', lead: 'News and media enquiries.', paragraphs: ['For interviews and media kits, write to press@variegata.example.'] },
  { slug: 'contact', title: 'Contact us', lead: 'We are happy to help.', paragraphs: ['Write to support@variegata.example and we will answer within two working days.'] },
  { slug: 'gallery', title: 'Gallery', lead: 'Plants from our community.', paragraphs: ['Photos of remarkable plants sold and grown by Variegata members.'] },
];

export const FIXED_PAGE_SLUGS = pages.map((page) => page.slug);

export function fixedPage(slug: string): FixedPage | undefined {
  return pages.find((page) => page.slug === slug);
}
