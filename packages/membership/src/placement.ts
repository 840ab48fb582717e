/**
 * Search placement of premium sellers' listings (spec 1 §6 "weighted listings" and "better search
 * placement", spec 2 §6 "weighted search placement", issue 17). The default search order is computed
 * by the marketplace's search, which sorts on at most three attributes; "closed auctions last" and
 * "in stock first" take two, so the third, listing `metadata.placementInt` sorted ascending
 * (`-meta_placementInt` in the Marketplace API), carries both the boost and the spec's "fewest views
 * today first":
 *
 *   placementInt = (boosted ? 0 : PLACEMENT_TIER) + viewsByCurrentDay
 *
 * Among open, in-stock listings every boosted (premium) seller's listing comes before the others,
 * and within each group the fewest views today come first. Listing metadata is operator-only, so a
 * seller cannot raise their own placement.
 */
import type { PlanId } from './plans';
import { hasBetterSearchPlacement } from './perks';

export const PLACEMENT_TIER = 1_000_000_000;

/** The listing metadata key (a `long` in the search schema) and the default order's sort attribute. */
export const PLACEMENT_KEY = 'placementInt';
export const PLACEMENT_SORT = '-meta_placementInt';

export interface PlacementInput {
  /** The seller's plan gives better search placement (premium). */
  readonly boosted: boolean;
  /** The listing's views today. */
  readonly viewsByCurrentDay?: number | undefined;
}

export function placementOf(input: PlacementInput): number {
  const views = Math.min(Math.max(0, Math.trunc(input.viewsByCurrentDay ?? 0)), PLACEMENT_TIER - 1);
  return (input.boosted ? 0 : PLACEMENT_TIER) + views;
}

/** The placement of a listing of a seller on this plan. */
export function placementForPlan(planId: PlanId, viewsByCurrentDay?: number): number {
  return placementOf({ boosted: hasBetterSearchPlacement(planId), viewsByCurrentDay });
}
