/** Listing page configuration (spec 2 §9 map): fuzzy locations hide the seller's exact address. */
export const LISTING_MAP_CONFIG = Object.freeze({
  /** When on, the map centres on an obfuscated point and draws a circle (opacity 0.2). */
  fuzzy: true,
  /** Radius of the obfuscation offset in metres. */
  fuzzyOffsetMeters: 500,
});

/** Variants of the listing page for the owner (spec 2 §2). */
export const LISTING_VARIANTS = Object.freeze({ draft: 'draft', 'pending-approval': 'pendingApproval' } as const);
