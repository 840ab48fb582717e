/**
 * A review (spec 3 §3): a rating from 1 to 5 and a text, written by one party of a transaction
 * about the other. Public once both parties reviewed or the review period ended.
 */
import * as v from 'valibot';
import { integer, resource } from './resource-schema';
import { listingSchema } from './listing-entity';
import { userSchema } from './user-entity';

export const REVIEW_TYPES = ['ofProvider', 'ofCustomer'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];

export const reviewSchema = resource(
  'review',
  {
    type: v.picklist(REVIEW_TYPES),
    state: v.picklist(['public', 'pending']),
    rating: v.nullable(v.pipe(integer, v.minValue(1, 'a rating from 1 to 5'), v.maxValue(5, 'a rating from 1 to 5'))),
    content: v.string(),
    createdAt: v.date(),
    deleted: v.boolean(),
  },
  {
    author: v.optional(userSchema),
    subject: v.optional(userSchema),
    listing: v.optional(listingSchema),
  },
  { content: '', rating: null, createdAt: new Date(0) },
);
/** `{ id, type, state, rating, content, createdAt, deleted, author?, subject?, listing? }` */
export type Review = v.InferOutput<typeof reviewSchema>;
