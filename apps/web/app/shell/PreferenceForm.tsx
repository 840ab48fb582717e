import { useFetcher, useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { DismissibleNotice } from '~/shell/ui-store';
import { useShellUi } from '~/shell/ui-store';
import { CsrfField } from './CsrfField';

/**
 * A POST to /preferences that sets a dismissal cookie. With JavaScript it is a fetcher
 * (the notice hides at once); without, the form posts and the server redirects back.
 */
export function PreferenceForm({ intent, notice, value, className, children }: { intent: string; notice: DismissibleNotice; value?: string; className?: string; children: ReactNode }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const dismiss = useShellUi((state) => state.dismiss);
  return (
    <fetcher.Form method="post" action="/preferences" className={className} onSubmit={() => dismiss(notice)}>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      {value ? <input type="hidden" name="value" value={value} /> : null}
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      {children}
    </fetcher.Form>
  );
}
