/**
 * The Stripe twin's hosted card page, where the sandbox takes a card instead of Stripe Elements:
 * `{twin}/pages/card?client_secret=…&return_url=…` (the twin's README, "Hosted pages"). Built here
 * from STRIPE_API_URL: the site never imports a twin.
 */
export function twinCardPageUrl(twinUrl: string, clientSecret: string, returnUrl: string): string {
  const url = new URL('/pages/card', twinUrl);
  url.searchParams.set('client_secret', clientSecret);
  url.searchParams.set('return_url', returnUrl);
  return url.toString();
}
