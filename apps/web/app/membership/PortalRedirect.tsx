import { Button } from '@variegata/ui/Button';
import { Spinner } from '@variegata/ui/Spinner';
import { useEffect, useRef, useState } from 'react';
import { CsrfField } from '~/shell/CsrfField';
import { useShellRootData } from '~/shell/root-data';

const ENDPOINT = '/api/membership/portal-session';

/**
 * The customer portal hand-off (spec 1 §2.6): a spinner while it asks for a billing portal
 * session (passing `from`), then the browser goes to the answered URL. Without JavaScript the
 * button posts the same request as a form and the server redirects.
 */
export function PortalRedirect({ fromUrl }: { fromUrl: string }) {
  const csrf = useShellRootData()?.csrfToken ?? '';
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    let cancelled = false;
    (async () => {
      try {
        const response = await fetch(ENDPOINT, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf, Accept: 'application/json' },
          body: JSON.stringify({ fromUrl }),
        });
        const answer = (await response.json().catch(() => ({}))) as { url?: string; error?: string };
        if (cancelled) return;
        if (answer.url) window.location.replace(answer.url);
        else setError(answer.error ?? 'The billing portal is not available right now. Please try again later.');
      } catch {
        if (!cancelled) setError('The billing portal is not available right now. Please try again later.');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [attempt, csrf, fromUrl]);

  return (
    <div className="mp-portal">
      {error ? (
        <>
          <p className="mp-portal__text" role="alert">{error}</p>
          <Button type="button" onClick={() => { setError(null); setAttempt((n) => n + 1); }}>Try again</Button>
        </>
      ) : (
        <>
          <Spinner size="lg" label="Opening your billing portal" />
          <p className="mp-portal__text" aria-hidden="true">Opening your billing portal…</p>
        </>
      )}
      <noscript>
        <form method="post" action={ENDPOINT}>
          <CsrfField />
          <input type="hidden" name="fromUrl" value={fromUrl} />
          <Button type="submit">Open the billing portal</Button>
        </form>
      </noscript>
    </div>
  );
}
