/**
 * Newsletter subscriptions (spec 1 §4 signup sequence, §7 POST /api/newsletter). The spec names no
 * mailing-list provider and the configuration has none, so subscriptions are kept by this site
 * instance (keyed by lower-cased email, latest names win). A provider adapter would replace
 * `subscribe` without changing its callers.
 */
import { err, ok, type Result } from '@variegata/result/result';
import { validateNewsletter, type NewsletterValues } from '@variegata/validation/newsletter';
import type { FieldIssues } from '@variegata/validation/form';

export interface NewsletterSubscription extends NewsletterValues {
  subscribedAt: Date;
}

const subscribers = new Map<string, NewsletterSubscription>();

/** A refused sign-up carries the field issues in `meta`. */
export type NewsletterOutcome = Result<NewsletterSubscription, 'invalid-newsletter', FieldIssues>;

export async function subscribeToNewsletter(input: unknown, now: Date = new Date()): Promise<NewsletterOutcome> {
  const parsed = validateNewsletter(input);
  if (!parsed.success) return err('invalid-newsletter', undefined, parsed.issues);
  const subscription = { ...parsed.output, subscribedAt: now };
  subscribers.set(parsed.output.email.toLowerCase(), subscription);
  return ok(subscription);
}

export function newsletterSubscription(email: string): NewsletterSubscription | undefined {
  return subscribers.get(email.trim().toLowerCase());
}
