/**
 * The newsletter's emails as plain text (pure: subject and body from their inputs). The
 * confirmation asks the reader to open a signed link (double opt-in); the welcome issue, sent once
 * the address is confirmed, features premium sellers' listings (the "email promotions" perk of
 * spec 1 §6) and every newsletter email ends with its unsubscribe link.
 */
export interface NewsletterMail {
  readonly subject: string;
  readonly text: string;
}

export interface FeaturedListing {
  readonly title: string;
  readonly price: string;
  readonly url: string;
  readonly seller: string;
}

const greeting = (firstName: string) => (firstName.trim() ? `Hi ${firstName.trim()},` : 'Hi,');

export const CONFIRM_SUBJECT = 'Confirm your Variegata newsletter subscription';
export const WELCOME_SUBJECT = 'Welcome to the Variegata newsletter';

export function confirmationMail(input: { firstName: string; confirmUrl: string; unsubscribeUrl: string }): NewsletterMail {
  return {
    subject: CONFIRM_SUBJECT,
    text: [
      greeting(input.firstName),
      '',
      'Please confirm that you want to receive the Variegata newsletter by opening this link:',
      input.confirmUrl,
      '',
      'The link works for 7 days. If you did not sign up, ignore this email and you will not hear from us again.',
      '',
      `Unsubscribe: ${input.unsubscribeUrl}`,
    ].join('\n'),
  };
}

export function welcomeMail(input: { firstName: string; featured: readonly FeaturedListing[]; marketplaceUrl: string; unsubscribeUrl: string }): NewsletterMail {
  const featured = input.featured.length
    ? ['Featured from our premium sellers:', ...input.featured.map((l) => `- ${l.title} (${l.price}) by ${l.seller}: ${l.url}`), '']
    : [];
  return {
    subject: WELCOME_SUBJECT,
    text: [
      greeting(input.firstName),
      '',
      'Your subscription is confirmed. You will get news about rare plants, auctions and articles from Variegata.',
      '',
      ...featured,
      `Browse the marketplace: ${input.marketplaceUrl}`,
      '',
      `Unsubscribe: ${input.unsubscribeUrl}`,
    ].join('\n'),
  };
}
