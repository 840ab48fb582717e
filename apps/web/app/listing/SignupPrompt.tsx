import { useEffect, useState } from 'react';
import { loadWhenRendered } from '~/shell/load-when-rendered';
import type { PromptText } from './SignupPromptDialog';

// The dialog's code (and the UI kit's Modal) comes when the prompt opens, not with the page.
const SignupPromptDialog = loadWhenRendered(() => import('./SignupPromptDialog').then((m) => m.SignupPromptDialog));

/** Delay before the prompt shows to an anonymous visitor (spec 2 §9). */
export const SIGNUP_PROMPT_DELAY_MS = 30_000;
const PARAMS = ['pm', 'ic_url', 'img_url'] as const;

/** Only http(s) images (or same-site paths) are shown from the query. */
export function safeImageUrl(value: string | null): string | null {
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The sign-up prompt for anonymous visitors, after 30 seconds on the page (spec 2 §2). Takes the
 * optional query parameters pm (title), ic_url and img_url, then clears the query string. The timer
 * starts as the page hydrates; the dialog's code loads when it opens.
 */
export function SignupPrompt({ returnTo }: { returnTo: string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState<PromptText>({ title: null, icon: null, image: null });
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const read: PromptText = { title: params.get('pm'), icon: safeImageUrl(params.get('ic_url')), image: safeImageUrl(params.get('img_url')) };
    const timer = window.setTimeout(() => {
      setText(read);
      setOpen(true);
      if (PARAMS.some((p) => params.has(p)) || window.location.search) {
        window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.hash}`);
      }
    }, SIGNUP_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!open) return null;
  return <SignupPromptDialog text={text} returnTo={returnTo} onClose={() => setOpen(false)} />;
}
