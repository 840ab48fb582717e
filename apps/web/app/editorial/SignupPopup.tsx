import { useFetcher } from '@remix-run/react';
import { Modal } from '@variegata/ui/Modal';
import { useEffect, useState } from 'react';
import { SIGNUP_SCROLL_TRIGGER } from '~/editorial/texts';
import { useShellRootData } from '~/shell/root-data';

/** Share of the page scrolled past (0..1); 1 when the page does not scroll. */
export function scrolledShare(scrollY: number, viewport: number, total: number): number {
  const scrollable = total - viewport;
  return scrollable <= 0 ? 1 : Math.min(1, Math.max(0, scrollY / scrollable));
}

/**
 * The article sign-up popup state (spec 1 §4): opens once after the reader scrolled 50 percent of
 * the page or clicked a sidebar post; anonymous readers only; dismissing it keeps it closed for
 * the rest of this page view.
 */
export function useSignupPopup(enabled: boolean) {
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const active = enabled && !dismissed && !open;

  useEffect(() => {
    if (!active) return;
    const onScroll = () => {
      const share = scrolledShare(window.scrollY, window.innerHeight, document.documentElement.scrollHeight);
      if (share >= SIGNUP_SCROLL_TRIGGER) setOpen(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [active]);

  return {
    open,
    /** For sidebar post links: the first click opens the popup instead of leaving the article. */
    onSidebarClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
      if (!active) return;
      event.preventDefault();
      setOpen(true);
    },
    dismiss: () => {
      setOpen(false);
      setDismissed(true);
    },
  };
}

interface SignupAnswer {
  formError?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

function Field({ id, label, error, ...input }: { id: string; label: string; error: string | undefined } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="ed-signup-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      {error ? <p id={`${id}-error`} className="ed-signup-error">{error}</p> : null}
    </div>
  );
}

/**
 * The popup: a short sign-up form without name fields (the username stands in for them,
 * signedUpFrom 'ArticlePage'), posted to the article's own action; or the full sign-up and login pages.
 */
export function SignupPopup({ open, onClose, returnTo }: { open: boolean; onClose: () => void; returnTo: string }) {
  const from = encodeURIComponent(returnTo);
  const fetcher = useFetcher<SignupAnswer>();
  const csrf = useShellRootData()?.csrfToken ?? '';
  const answer = fetcher.data;
  const error = (name: string) => answer?.fieldErrors?.[name];
  const value = (name: string) => answer?.values?.[name] ?? '';
  const busy = fetcher.state !== 'idle';
  return (
    <Modal open={open} onClose={onClose} title="Join Variegata" size="sm" className="ed-signup">
      <p className="ed-signup-lead">Create a free account to follow growers, bid in auctions and get new care guides first.</p>
      <fetcher.Form method="post" action={returnTo} className="ed-signup-form" aria-label="Sign up">
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="article-signup" />
        {answer?.formError ? <p className="ed-signup-error" role="alert">{answer.formError}</p> : null}
        <Field id="ed-signup-email" name="email" type="email" label="Email" autoComplete="email" required defaultValue={value('email')} error={error('email')} />
        <Field id="ed-signup-username" name="username" label="Username" autoComplete="username" required minLength={3} maxLength={20} defaultValue={value('username')} error={error('username')} />
        <Field id="ed-signup-password" name="password" type="password" label="Password" autoComplete="new-password" required minLength={8} error={error('password')} />
        <label className="ed-signup-check">
          <input type="checkbox" name="hasAcceptedNewsletter" value="true" defaultChecked={value('hasAcceptedNewsletter') === 'true'} /> Send me the Variegata newsletter
        </label>
        <p className="ed-signup-terms">By signing up you accept the <a href="/terms" target="_blank" rel="noopener">terms of service</a>.</p>
        <button type="submit" className="vg-button vg-button--primary vg-button--md vg-button--full" disabled={busy}>{busy ? 'Signing up…' : 'Sign up for free'}</button>
      </fetcher.Form>
      <p className="ed-signup-alt">
        Already a member? <a href={`/login?from=${from}`}>Log in</a>
      </p>
      <button type="button" className="ed-signup-later" onClick={onClose}>Maybe later</button>
    </Modal>
  );
}
