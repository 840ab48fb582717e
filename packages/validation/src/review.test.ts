import { describe, expect, it } from 'vitest';
import { IMAGE_TOO_BIG_MESSAGE, IMAGE_TYPE_MESSAGE } from './images';
import {
  REVIEW_CONTENT_REQUIRED_MESSAGE,
  REVIEW_RATING_RANGE_MESSAGE,
  REVIEW_RATING_REQUIRED_MESSAGE,
  REVIEW_VIDEO_DURATION_MESSAGE,
  REVIEW_VIDEO_TOO_LONG_MESSAGE,
  validateReview,
} from './review';
import { TEXTAREA_TOO_LONG_MESSAGE } from './text';

const valid = { reviewRating: '5', reviewContent: ' Healthy plant, well packed. ' };
const issue = (field: string, message: string) => ({ success: false, issues: { [field]: message } });

describe('review form', () => {
  it('accepts a rating and a trimmed message', () => {
    expect(validateReview(valid)).toEqual({
      success: true,
      output: { reviewRating: 5, reviewContent: 'Healthy plant, well packed.' },
    });
  });

  it('requires a rating from 1 to 5, whole', () => {
    expect(validateReview({ ...valid, reviewRating: '' })).toEqual(issue('reviewRating', REVIEW_RATING_REQUIRED_MESSAGE));
    expect(validateReview({ ...valid, reviewRating: '0' })).toEqual(issue('reviewRating', REVIEW_RATING_RANGE_MESSAGE));
    expect(validateReview({ ...valid, reviewRating: 6 })).toEqual(issue('reviewRating', REVIEW_RATING_RANGE_MESSAGE));
    expect(validateReview({ ...valid, reviewRating: '4.5' })).toEqual(issue('reviewRating', REVIEW_RATING_RANGE_MESSAGE));
    for (const rating of [1, 2, 3, 4, 5]) expect(validateReview({ ...valid, reviewRating: rating }).success).toBe(true);
  });

  it('requires a message of at most 5000 characters', () => {
    expect(validateReview({ ...valid, reviewContent: '  ' })).toEqual(issue('reviewContent', REVIEW_CONTENT_REQUIRED_MESSAGE));
    expect(validateReview({ ...valid, reviewContent: 'x'.repeat(5001) })).toEqual(issue('reviewContent', TEXTAREA_TOO_LONG_MESSAGE));
  });

  it('accepts an optional photo of at most 20 MB, JPG/GIF/PNG', () => {
    const photo = { name: 'p.jpg', type: 'image/jpeg', size: 1000 };
    expect(validateReview({ ...valid, photo }).success).toBe(true);
    expect(validateReview({ ...valid, photo: { ...photo, size: 20 * 1024 * 1024 + 1 } })).toEqual(issue('photo', IMAGE_TOO_BIG_MESSAGE));
    expect(validateReview({ ...valid, photo: { name: 'p.bmp', type: 'image/bmp', size: 1 } })).toEqual(issue('photo', IMAGE_TYPE_MESSAGE));
  });

  it('accepts an optional video of at most 1 minute', () => {
    expect(validateReview({ ...valid, video: { durationSeconds: 60 } }).success).toBe(true);
    expect(validateReview({ ...valid, video: { durationSeconds: 60.5 } })).toEqual(issue('video', REVIEW_VIDEO_TOO_LONG_MESSAGE));
    expect(validateReview({ ...valid, video: { durationSeconds: Number.NaN } })).toEqual(issue('video', REVIEW_VIDEO_DURATION_MESSAGE));
    expect(validateReview({ ...valid, video: null }).success).toBe(true);
  });
});
