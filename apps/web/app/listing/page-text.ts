/**
 * Texts the listing page computes in the browser too (the description's read-more, the owner's
 * bar, an auction's end date), apart from the view builder in `view.ts`, whose option tables the browser does not need.
 */
import type { ListingState } from '@variegata/marketplace-client/listing-entity';
import { formatUtcDate } from '~/shell/display-format';

/** Read-more cut of the description (spec 2 §9). */
export const READ_MORE_LENGTH = 250;

/** Cuts text at `max` characters on a word boundary when possible, with an ellipsis. */
export function cutText(text: string, max: number): { text: string; cut: boolean } {
  const chars = Array.from(text);
  if (chars.length <= max) return { text, cut: false };
  const head = chars.slice(0, max).join('');
  const space = head.lastIndexOf(' ');
  return { text: `${(space > max * 0.6 ? head.slice(0, space) : head).trimEnd()}…`, cut: true };
}

/** The owner action bar's message per state (spec 2 §4) and its button. */
export function ownerBar(state: ListingState): { message: string; button: 'Finish listing' | 'Edit listing'; type: 'draft' | 'edit' } {
  switch (state) {
    case 'draft':
      return { message: 'This listing is a draft and not visible to others yet.', button: 'Finish listing', type: 'draft' };
    case 'pendingApproval':
      return { message: 'Your listing is pending approval. It becomes visible once it has been approved.', button: 'Edit listing', type: 'edit' };
    case 'closed':
      return { message: 'This listing is closed and not visible in search. Open it again to sell it.', button: 'Edit listing', type: 'edit' };
    default:
      return { message: 'This is your own listing.', button: 'Edit listing', type: 'edit' };
  }
}

/** An auction's end: day, time and zone. */
export function formatEndDate(endsAt: number): string {
  return formatUtcDate(endsAt, 'dayTimeZone');
}
