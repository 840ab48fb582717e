/** What the landing page shows of the forum (spec 1 §5): its section only with discussions to list. */
import type { ForumSection } from '@variegata/editorial/home-schemas';

/** A discussion as the landing page lists it. */
export interface ForumTopic {
  readonly title: string;
  /** The discussion on the forum. */
  readonly href: string;
  readonly replies: number;
  /** ISO date-time of the last post. */
  readonly lastPostedAt: string | null;
}

/** The forum section to place, or null: the content service's section when the forum has discussions. */
export function shownForum(section: ForumSection | null | undefined, topicCount: number): ForumSection | null {
  return section && topicCount > 0 ? section : null;
}
