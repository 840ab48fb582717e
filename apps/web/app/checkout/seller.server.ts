/**
 * What the checkout needs to know about the seller, read with operator rights (the buyer cannot read
 * another user's private data): the membership plan (flat rates), the country and origin address
 * (rates), and the payout account (whether the listing can be bought, and the instalment option).
 */
import type { CurrentUser } from '@variegata/marketplace-client/current-user-entity';
import { apiStatus } from '@variegata/marketplace-client/errors';
import { FREE_PLAN, type PlanId } from '@variegata/membership/plans';
import type { InstalmentSellerAccount } from '@variegata/money/instalments';
import { HOME_COUNTRY, normaliseCountry } from '@variegata/shipping/countries';
import { integration } from '~/server/marketplace.server';
import { stripeClient } from '~/server/stripe.server';
import { FALLBACK_ORIGINS, type PostalAddress } from './config';

export interface SellerFacts {
  readonly id: string;
  readonly planId: PlanId;
  readonly country: string;
  /** Where parcels leave from; null when no address is known for the seller's country. */
  readonly origin: PostalAddress | null;
  readonly stripeAccountId: string | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The seller's saved address when it has street, city and postal code; the fallback origin otherwise. */
export function originOf(seller: Pick<CurrentUser, 'profile'>, country: string): PostalAddress | null {
  const saved = seller.profile.protectedData.address as Record<string, unknown> | undefined;
  const name = seller.profile.displayName || `${seller.profile.firstName} ${seller.profile.lastName}`.trim();
  const phone = text(seller.profile.protectedData.phoneNumber);
  if (saved && text(saved['street1']) && text(saved['city']) && text(saved['zip'])) {
    return {
      name,
      street1: text(saved['street1']),
      street2: text(saved['street2']),
      city: text(saved['city']),
      state: text(saved['state']),
      zip: text(saved['zip']),
      country: normaliseCountry(text(saved['country']) || country),
      ...(phone ? { phone } : {}),
    };
  }
  const fallback = FALLBACK_ORIGINS[country];
  return fallback ? { name, country, ...fallback } : null;
}

/** `shipsFrom`: the listing's origin country, which wins over the seller's own country. */
export async function sellerFacts(sellerId: string, shipsFrom: string | null): Promise<SellerFacts | null> {
  let seller: CurrentUser;
  try {
    seller = await integration().users.show({ id: sellerId, include: ['stripeAccount'] });
  } catch (error) {
    if (apiStatus(error) === 404) return null;
    throw error;
  }
  const country = normaliseCountry(shipsFrom || text(seller.profile.protectedData.country) || HOME_COUNTRY);
  return {
    id: seller.id,
    planId: seller.profile.privateData.membershipPlanId ?? FREE_PLAN,
    country,
    origin: originOf(seller, country),
    stripeAccountId: seller.stripeAccount?.stripeAccountId ?? null,
  };
}

/**
 * The seller's connected account as Stripe has it (capabilities and default currency), for the
 * instalment rule; null when there is none or Stripe cannot be reached (the option is then hidden).
 */
export async function sellerPayoutAccount(stripeAccountId: string | null): Promise<InstalmentSellerAccount | null> {
  if (!stripeAccountId) return null;
  try {
    const account = await stripeClient().accounts.retrieve(stripeAccountId);
    return { capabilities: { ...account.capabilities }, default_currency: account.default_currency ?? null };
  } catch (error) {
    console.error(`[checkout] payout account ${stripeAccountId} could not be read`, error instanceof Error ? error.message : error);
    return null;
  }
}
