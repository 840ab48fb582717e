import { useEffect, useState } from 'react';

/** Share notice duration (spec 2 §9). */
export const COPIED_MS = 2000;

/** Native share when the browser has it, otherwise copies the link and shows "Copied" for 2 s. */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const share = async () => {
    const absolute = new URL(url, window.location.href).toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: absolute });
        return;
      } catch (error) {
        if ((error as { name?: string }).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(absolute);
    } catch {
      const input = document.createElement('textarea');
      input.value = absolute;
      document.body.appendChild(input);
      input.select();
      document.execCommand('copy');
      input.remove();
    }
    setCopied(true);
  };
  return (
    <button type="button" className="lp-icon-button" onClick={() => void share()} aria-label={copied ? 'Link copied' : `Share ${title}`}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="lp-share-text" role="status">{copied ? 'Copied' : ''}</span>
    </button>
  );
}
