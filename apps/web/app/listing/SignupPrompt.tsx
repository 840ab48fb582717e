import { Modal } from '@variegata/ui/Modal';
import { useEffect, useState } from 'react';

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

interface PromptText {
  title: string | null;
  icon: string | null;
  image: string | null;
}

/**
 * The sign-up prompt for anonymous visitors, after 30 seconds on the page (spec 2 §2). Takes the
 * optional query parameters pm (title), ic_url and img_url, then clears the query string.
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
  const from = encodeURIComponent(returnTo);
  return (
    <Modal open onClose={() => setOpen(false)} title={text.title || 'Join Variegata'} size="sm" id="signup-prompt">
      <div className="lp-signup-prompt">
        {text.image ? <img src={text.image} alt="" className="lp-signup-image" width={320} height={180} /> : null}
        {text.icon ? <img src={text.icon} alt="" className="lp-signup-icon" width={48} height={48} /> : null}
        <p>Create a free account to bid on auctions, buy rare plants, save favourites and message sellers.</p>
        <a className="vg-button vg-button--primary vg-button--md vg-button--full" href={`/signup?from=${from}`}>
          Sign up
        </a>
        <p className="lp-muted lp-center">
          Already a member? <a href={`/login?from=${from}`}>Log in</a>
        </p>
      </div>
    </Modal>
  );
}
