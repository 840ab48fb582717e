import type { Media } from '@variegata/editorial/schemas';
import { useId, useState, type FormEvent } from 'react';
import { useShellRootData } from '~/shell/root-data';
import { NEWSLETTER_ERROR_TEXT, NEWSLETTER_SENDING_TEXT, NEWSLETTER_SUCCESS_TEXT } from '~/editorial/texts';
import { mediaSrc, mediaSrcSet } from './media';

type Status = 'idle' | 'sending' | 'success' | 'error';

/** The status text shown for each subscribe state (spec 1 §4, §8). */
export function newsletterStatusText(status: Status): string {
  if (status === 'sending') return NEWSLETTER_SENDING_TEXT;
  if (status === 'success') return NEWSLETTER_SUCCESS_TEXT;
  if (status === 'error') return NEWSLETTER_ERROR_TEXT;
  return '';
}

/**
 * A newsletter sign-up block posting to the site's POST /api/newsletter (with this browser's CSRF
 * token): sending, then success or error.
 */
export function NewsletterBlock({ title, description, image, variant = 'inline' }: { title: string; description: string; image: Media | null; variant?: 'inline' | 'wide' }) {
  const csrf = useShellRootData()?.csrfToken ?? '';
  const [status, setStatus] = useState<Status>('idle');
  const id = useId();
  const src = mediaSrc(image, 750);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === 'string') body.set(key, value);
    setStatus('sending');
    try {
      const response = await fetch('/api/newsletter', { method: 'POST', body, headers: { Accept: 'application/json' }, credentials: 'same-origin' });
      setStatus(response.ok ? 'success' : 'error');
      if (response.ok) form.reset();
    } catch {
      setStatus('error');
    }
  }

  return (
    <section className={`ed-newsletter ed-newsletter--${variant}`} aria-labelledby={`${id}-title`}>
      {src ? <img className="ed-newsletter-image" src={src} srcSet={mediaSrcSet(image)} sizes="(min-width: 768px) 240px, 100vw" alt="" loading="lazy" /> : null}
      <div className="ed-newsletter-body">
        <h2 id={`${id}-title`} className="ed-newsletter-title">{title || 'Get our newsletter'}</h2>
        {description ? <p className="ed-newsletter-description">{description}</p> : null}
        <form method="post" action="/api/newsletter" className="ed-newsletter-form" onSubmit={submit}>
          <input type="hidden" name="_csrf" value={csrf} />
          <label htmlFor={`${id}-email`} className="vg-visually-hidden">Email address</label>
          <input id={`${id}-email`} name="email" type="email" required autoComplete="email" placeholder="you@example.com" className="ed-newsletter-input" />
          <button type="submit" className="vg-button vg-button--primary vg-button--md" disabled={status === 'sending'}>Subscribe</button>
        </form>
        <p className={`ed-newsletter-status ed-newsletter-status--${status}`} role="status" aria-live="polite">{newsletterStatusText(status)}</p>
      </div>
    </section>
  );
}
