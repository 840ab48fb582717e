import type { Money } from '@variegata/money/money';
import { hasPerk, type Perk } from './perks';
import { PLAN_IDS, type PlanId } from './plans';

/** The comparison table's three sections, in display order (spec 1 §2.4). */
export const COMPARISON_SECTIONS = ['general', 'buyingFeatures', 'sellingFeatures'] as const;
export type ComparisonSection = (typeof COMPARISON_SECTIONS)[number];

export const sectionTitles: Readonly<Record<ComparisonSection, string>> = Object.freeze({
  general: 'General',
  buyingFeatures: 'Buying features',
  sellingFeatures: 'Selling features',
});

export interface Feature {
  readonly perk: Perk;
  readonly section: ComparisonSection;
  /** Translation key; `label` is the English default. */
  readonly labelKey: string;
  readonly label: string;
}

const f = (perk: Perk, section: ComparisonSection, label: string): Feature => ({
  perk,
  section,
  labelKey: `MembershipPage.feature.${perk}`,
  label,
});

/** Every perk as a displayable feature, in display order. */
export const features: readonly Feature[] = Object.freeze([
  f('browse', 'general', 'Browse the marketplace'),
  f('follow', 'general', 'Follow sellers'),
  f('plantPay', 'general', 'Plant Pay'),
  f('buy', 'buyingFeatures', 'Buy plants'),
  f('bid', 'buyingFeatures', 'Bid in auctions'),
  f('offers', 'buyingFeatures', 'Make and accept offers'),
  f('flatRateShipping', 'buyingFeatures', 'Flat-rate UPS next-day shipping'),
  f('createListings', 'sellingFeatures', 'Create listings'),
  f('createAuctions', 'sellingFeatures', 'Create auctions'),
  f('reservePrice', 'sellingFeatures', 'Reserve price'),
  f('acceptHighBid', 'sellingFeatures', 'Accept the high bid'),
  f('lastChanceOffer', 'sellingFeatures', 'Last-chance offers'),
  f('instantPayout', 'sellingFeatures', 'Instant payout'),
  f('sellerBadge', 'sellingFeatures', 'Verified seller badge'),
  f('weightedListings', 'sellingFeatures', 'Weighted listings'),
  f('betterSearchPlacement', 'sellingFeatures', 'Better search placement'),
  f('emailPromotions', 'sellingFeatures', 'Email promotions'),
  f('verifiedInternationalBadge', 'sellingFeatures', 'Verified international badge'),
  f('postOutsideUs', 'sellingFeatures', 'Sell from outside the US'),
]);

/** The features listed on the back of a plan card (the Info flip): exactly the plan's perks. */
export function planFeatures(planId: PlanId): Feature[] {
  return features.filter((feature) => hasPerk(planId, feature.perk));
}

/** A comparison cell: a tick or cross, or a price (null shows "none") for the flat-rate row. */
export type ComparisonCell =
  | { readonly kind: 'included'; readonly included: boolean }
  | { readonly kind: 'price'; readonly price: Money | null };

export interface ComparisonRow {
  readonly feature: Feature;
  readonly cells: Readonly<Record<PlanId, ComparisonCell>>;
}

export interface ComparisonTableSection {
  readonly section: ComparisonSection;
  readonly title: string;
  readonly rows: readonly ComparisonRow[];
}

/**
 * The comparison table as data. Flat-rate prices are shipping configuration
 * (`@variegata/shipping/flat-rate`), so the caller passes them in; without them the
 * flat-rate row shows ticks. A plan without flat-rate shipping shows none either way.
 */
export function comparisonTable(
  flatRatePrices?: Readonly<Record<PlanId, Money | null>>,
): ComparisonTableSection[] {
  const cell = (planId: PlanId, perk: Perk): ComparisonCell => {
    const included = hasPerk(planId, perk);
    if (perk === 'flatRateShipping' && flatRatePrices) {
      return { kind: 'price', price: included ? flatRatePrices[planId] : null };
    }
    return { kind: 'included', included };
  };
  return COMPARISON_SECTIONS.map((section) => ({
    section,
    title: sectionTitles[section],
    rows: features
      .filter((feature) => feature.section === section)
      .map((feature) => ({
        feature,
        cells: Object.fromEntries(PLAN_IDS.map((id) => [id, cell(id, feature.perk)])) as Record<
          PlanId,
          ComparisonCell
        >,
      })),
  }));
}

export interface Disclaimer {
  readonly id: 'subscriptionOffer' | 'flatRateShipping' | 'instantPayout' | 'internationalSellers';
  readonly textKey: string;
  readonly defaultText: string;
  /** The subscription-offer disclaimer links to the terms page. */
  readonly linkTo?: string;
}

/** The four disclaimers under the comparison table, in order (spec 1 §2.4). */
export const disclaimers: readonly Disclaimer[] = Object.freeze([
  {
    id: 'subscriptionOffer',
    textKey: 'MembershipPage.disclaimer.subscriptionOffer',
    defaultText: 'Subscriptions renew automatically until cancelled. See the terms of service.',
    linkTo: '/terms',
  },
  {
    id: 'flatRateShipping',
    textKey: 'MembershipPage.disclaimer.flatRateShipping',
    defaultText:
      'Flat-rate UPS next-day shipping applies to packages under 864 cubic inches and 15 pounds, excluding Hawaii and Alaska.',
  },
  {
    id: 'instantPayout',
    textKey: 'MembershipPage.disclaimer.instantPayout',
    defaultText: 'Instant payout requires at least 10 reviews and an average rating of 4.0 or higher.',
  },
  {
    id: 'internationalSellers',
    textKey: 'MembershipPage.disclaimer.internationalSellers',
    defaultText: 'International seller memberships include the starter features; flat-rate shipping is not included.',
  },
]);
