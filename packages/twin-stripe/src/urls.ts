// URLs of the twin's hosted pages, for a site running against the twin instead of Stripe.js.

/** The card entry page for a SetupIntent or PaymentIntent client secret. */
export function cardPageUrl(twinUrl: string, clientSecret: string, returnUrl: string): string {
  const u = new URL('/pages/card', twinUrl);
  u.searchParams.set('client_secret', clientSecret);
  u.searchParams.set('return_url', returnUrl);
  return u.toString();
}
