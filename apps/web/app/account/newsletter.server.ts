/**
 * Newsletter subscriptions (spec 1 §4 signup sequence, §7 POST /api/newsletter). The spec names no
 * mailing-list provider and the configuration has none, so subscriptions are kept by this site
 * instance (keyed by lower-cased email, latest names win). A provider adapter would replace
 * `subscribe` without changing its callers.
 */
import { validateNewsletter, type NewsletterValues } from '@variegata/validation/newsletter';
import type { FieldIssues } from '@variegata/validation/form';

export interface NewsletterSubscription extends NewsletterValues {
  subscribedAt: Date;
}

const subscribers = new Map<string, NewsletterSubscription>();

export type NewsletterOutcome = { ok: true; subscription: NewsletterSubscription } | { ok: false; issues: FieldIssues };

export async function subscribeToNewsletter(input: unknown, now: Date = new Date()): Promise<NewsletterOutcome> {
  const parsed = validateNewsletter(input);
  if (!parsed.success) return { ok: false, issues: parsed.issues };
  const subscription = { ...parsed.output, subscribedAt: now };
  subscribers.set(parsed.output.email.toLowerCase(), subscription);
  return { ok: true, subscription };
}

export function newsletterSubscription(email: string): NewsletterSubscription | undefined {
  return subscribers.get(email.trim().toLowerCase());
}
