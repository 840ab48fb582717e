import { Modal } from '@variegata/ui/Modal';
import { useEffect, useState } from 'react';
import { SIGNUP_SCROLL_TRIGGER } from '~/lib/editorial/texts';

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

export function SignupPopup({ open, onClose, returnTo }: { open: boolean; onClose: () => void; returnTo: string }) {
  const from = encodeURIComponent(returnTo);
  return (
    <Modal open={open} onClose={onClose} title="Join Variegata" size="sm" className="ed-signup">
      <p className="ed-signup-lead">Create a free account to follow growers, bid in auctions and get new care guides first.</p>
      <ul className="ed-signup-perks">
        <li>Save favourite plants and sellers</li>
        <li>Bid and buy from verified growers</li>
        <li>Weekly drops and articles in your inbox</li>
      </ul>
      <div className="ed-signup-actions">
        <a className="vg-button vg-button--primary vg-button--md vg-button--full" href={`/signup?from=${from}`}>Sign up for free</a>
        <a className="vg-button vg-button--ghost vg-button--md vg-button--full" href={`/login?from=${from}`}>I already have an account</a>
      </div>
      <button type="button" className="ed-signup-later" onClick={onClose}>Maybe later</button>
    </Modal>
  );
}
