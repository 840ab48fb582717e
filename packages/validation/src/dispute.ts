/**
 * Disputes (spec 3 §5, §9): a dispute is allowed within 3 days of receipt. Before the order is marked
 * received the window has not started, so a dispute is allowed (the transaction process decides which
 * dispute transition applies). The window is 3 × 24 hours from the receipt time, inclusive; `now` is an
 * argument. The dispute form needs a reason; files are optional.
 */
import * as v from 'valibot';
import { validateWith } from './form';
import { textareaField } from './text';

export const DISPUTE_WINDOW_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export const DISPUTE_REASON_REQUIRED_MESSAGE = 'Tell us what went wrong.';

/** The last moment a dispute is allowed after receipt. */
export function disputeDeadline(receivedAt: Date, windowDays: number = DISPUTE_WINDOW_DAYS): Date {
  return new Date(receivedAt.getTime() + windowDays * DAY_MS);
}

export function isDisputeAllowed(receivedAt: Date | null | undefined, now: Date, windowDays: number = DISPUTE_WINDOW_DAYS): boolean {
  if (!receivedAt) return true;
  return now.getTime() <= disputeDeadline(receivedAt, windowDays).getTime();
}

export const disputeSchema = v.object({
  disputeReason: textareaField({ required: DISPUTE_REASON_REQUIRED_MESSAGE }),
  files: v.optional(v.array(v.unknown()), []),
});

export function validateDispute(input: unknown) {
  return validateWith(disputeSchema, input);
}
