/**
 * Loader and action of the newsletter's link pages (/newsletter/confirm, /newsletter/unsubscribe):
 * the emailed link only shows the page (mail scanners that open links change nothing); the button
 * posts the token with the CSRF field. A bad or expired token answers 400 with the reason.
 */
import { data, type AppLoadContext } from '@remix-run/node';
import { field, readForm } from '~/server/form.server';
import { confirmNewsletter, unsubscribeNewsletter } from './subscribe.server';
import { NEWSLETTER_PAGE_TEXTS } from './texts';

export type NewsletterLinkKind = 'confirm' | 'unsubscribe';

export interface NewsletterPageAnswer {
  readonly done: boolean;
  readonly message: string;
}

export function newsletterTokenLoader(request: Request): { token: string } {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

export async function newsletterTokenAction(kind: NewsletterLinkKind, request: Request, context: AppLoadContext) {
  const form = await readForm(request, context);
  const token = field(form, 'token');
  const texts = NEWSLETTER_PAGE_TEXTS[kind];
  if (kind === 'confirm') {
    const outcome = await confirmNewsletter(context, token);
    if (!outcome.ok) return data<NewsletterPageAnswer>({ done: false, message: outcome.error === 'newsletter-token-expired' ? texts.expired : texts.invalid }, { status: 400 });
    return { done: true, message: texts.done } satisfies NewsletterPageAnswer;
  }
  const outcome = unsubscribeNewsletter(token);
  if (!outcome.ok) return data<NewsletterPageAnswer>({ done: false, message: texts.invalid }, { status: 400 });
  return { done: true, message: texts.done } satisfies NewsletterPageAnswer;
}
