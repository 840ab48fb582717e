/**
 * Review form (spec 3 §3, §5, §9): rating required, a whole number from 1 to 5; message required
 * (trimmed, a textarea of at most 5000 characters); an optional photo (at most 20 MB, JPG/GIF/PNG) and an
 * optional video of at most 1 minute. Field names follow the transition params reviewRating and
 * reviewContent.
 */
import * as v from 'valibot';
import { integerInput } from './fields';
import { validateWith } from './form';
import { imageFileField } from './images';
import { textareaField } from './text';

export const REVIEW_MIN_RATING = 1;
export const REVIEW_MAX_RATING = 5;
export const REVIEW_VIDEO_MAX_SECONDS = 60;

export const REVIEW_RATING_REQUIRED_MESSAGE = 'Choose a rating.';
export const REVIEW_RATING_RANGE_MESSAGE = 'Rating must be a whole number from 1 to 5.';
export const REVIEW_CONTENT_REQUIRED_MESSAGE = 'Review message is required.';
export const REVIEW_VIDEO_TOO_LONG_MESSAGE = 'Video must be at most 1 minute long.';
export const REVIEW_VIDEO_DURATION_MESSAGE = 'Could not read the length of the video.';

/** What the form knows about a chosen video: its length in seconds (read from the media element). */
export interface VideoInfo {
  readonly durationSeconds: number;
  readonly name?: string;
  readonly type?: string;
  readonly size?: number;
}

const videoField = v.pipe(
  v.custom<VideoInfo>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as VideoInfo).durationSeconds === 'number' &&
      Number.isFinite((value as VideoInfo).durationSeconds) &&
      (value as VideoInfo).durationSeconds >= 0,
    REVIEW_VIDEO_DURATION_MESSAGE,
  ),
  v.check((video) => video.durationSeconds <= REVIEW_VIDEO_MAX_SECONDS, REVIEW_VIDEO_TOO_LONG_MESSAGE),
);

export const reviewSchema = v.object({
  reviewRating: v.pipe(
    integerInput(REVIEW_RATING_REQUIRED_MESSAGE, REVIEW_RATING_RANGE_MESSAGE),
    v.minValue(REVIEW_MIN_RATING, REVIEW_RATING_RANGE_MESSAGE),
    v.maxValue(REVIEW_MAX_RATING, REVIEW_RATING_RANGE_MESSAGE),
  ),
  reviewContent: textareaField({ required: REVIEW_CONTENT_REQUIRED_MESSAGE }),
  photo: v.nullish(imageFileField()),
  video: v.nullish(videoField),
});

export type ReviewValues = v.InferOutput<typeof reviewSchema>;

export function validateReview(input: unknown) {
  return validateWith(reviewSchema, input);
}
