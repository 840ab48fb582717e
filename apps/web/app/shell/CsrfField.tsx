import { useShellRootData } from '~/shell/root-data';

/** The CSRF token every form posting to this site carries. */
export function CsrfField() {
  return <input type="hidden" name="_csrf" value={useShellRootData()?.csrfToken ?? ''} />;
}
