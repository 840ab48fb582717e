/**
 * The checkout page's data (spec 3 §2 "Checkout"): the listing as it can be bought now, the
 * quantity from the order panel (clamped to the stock), the buyer's saved address and card, a fresh
 * attempt key for this page (one order per key), and, back from the card page or 3-D Secure, the
 * order to confirm. A listing that cannot be bought is shown with the catalogue's reason.
 */
import { redirect, type AppLoadContext } from '@remix-run/node';
import { randomUUID } from 'node:crypto';
import { formatMoney } from '@variegata/money/format';
import { requireUser } from '~/server/guards.server';
import { initialAddress, type ShippingAddressInput } from './address';
import { checkoutBuyer } from './apis.server';
import { isInstalmentEligible } from '@variegata/money/instalments';
import { loadCheckoutListing, purchaseRefusal } from './listing.server';
import { sellerFacts, sellerPayoutAccount } from './seller.server';
import { CHECKOUT_TEXTS } from './texts';

export interface CheckoutPageData {
  readonly listing: {
    readonly id: string;
    readonly title: string;
    readonly href: string;
    readonly price: string | null;
    readonly stock: number;
    readonly image: { readonly src: string; readonly srcSet: string } | null;
    readonly sellerName: string;
    readonly shipsTo: readonly string[];
    readonly pickupEnabled: boolean;
  };
  readonly quantity: number;
  readonly refusal: string | null;
  readonly address: { readonly values: Required<ShippingAddressInput>; readonly manual: boolean };
  readonly savedCard: { readonly brand: string; readonly last4: string } | null;
  readonly attemptKey: string;
  /** Buy now, pay later is offered (spec 3 §2); on the web it leads to the app-download prompt. */
  readonly instalments: boolean;
  /** Back from the card page or 3-D Secure: the order whose payment is to be confirmed. */
  readonly confirmTransactionId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export async function checkoutPageData(request: Request, context: AppLoadContext, listingId: string): Promise<CheckoutPageData> {
  await requireUser(request, context, 'login');
  const url = new URL(request.url);
  const listingRead = loadCheckoutListing(context, listingId);
  // The seller's payout account is read while the buyer is: the page waits for the slower of the two.
  const payout = listingRead.then(async (loaded) => {
    if (!loaded.ok) return null;
    const seller = await sellerFacts(loaded.value.authorId, loaded.value.shipsFrom);
    return { hasAccount: !!seller?.stripeAccountId, account: await sellerPayoutAccount(seller?.stripeAccountId ?? null) };
  });
  const [buyer, loaded, sellerPayout] = await Promise.all([checkoutBuyer(context), listingRead, payout]);
  if (!buyer) throw redirect('/login');
  if (!loaded.ok) throw new Response('Listing not found', { status: 404, statusText: 'Not Found' });
  const listing = loaded.value;
  const asked = Number(url.searchParams.get('quantity') ?? '1');
  const quantity = Number.isSafeInteger(asked) && asked >= 1 ? Math.min(asked, Math.max(1, listing.stock)) : 1;
  const refused = purchaseRefusal(listing, buyer.id, listing.stock > 0 ? quantity : null);
  const refusal = refused ? refused.message : !sellerPayout?.hasAccount ? CHECKOUT_TEXTS.payoutInfoMissing : null;
  const account = refusal || !listing.price ? null : (sellerPayout?.account ?? null);
  const instalments = !!account && !!listing.price && isInstalmentEligible({ listingCurrency: listing.price.currency, isAuction: listing.isAuction, sellerAccount: account });
  const profile = buyer.profile;
  const saved = (profile.protectedData.address ?? {}) as Record<string, unknown>;
  const card = buyer.stripeCustomer?.defaultPaymentMethod?.card ?? null;
  const transaction = url.searchParams.get('transaction') ?? '';
  return {
    listing: {
      id: listing.id,
      title: listing.title,
      href: listing.href,
      price: listing.price ? formatMoney(listing.price) : null,
      stock: listing.stock,
      image: listing.image,
      sellerName: listing.authorName,
      shipsTo: listing.allowedCountries,
      pickupEnabled: listing.pickupEnabled,
    },
    quantity,
    refusal,
    address: initialAddress({
      recipientName: text(saved['recipientName']) || `${profile.firstName} ${profile.lastName}`.trim(),
      recipientPhoneNumber: text(saved['recipientPhoneNumber']) || text(profile.protectedData.phoneNumber),
      street1: text(saved['street1']),
      street2: text(saved['street2']),
      city: text(saved['city']),
      state: text(saved['state']),
      zip: text(saved['zip']),
      country: text(saved['country']) || text(profile.protectedData.country),
    }),
    savedCard: card ? { brand: card.brand, last4: card.last4Digits } : null,
    instalments,
    attemptKey: randomUUID(),
    confirmTransactionId: UUID.test(transaction) ? transaction : null,
  };
}
