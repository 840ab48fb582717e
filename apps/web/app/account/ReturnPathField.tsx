import { useEffect, useState } from 'react';
import { withHash } from '~/shell/auth-redirect';

/**
 * The remembered return location. The server only sees path and search; the browser kept the
 * fragment across the login redirect, so it is added here (spec 1 §2.1: path, search and hash).
 */
export function ReturnPathField({ from }: { from: string | null }) {
  const [value, setValue] = useState(from ?? '');
  useEffect(() => {
    if (from) setValue(withHash(from, window.location.hash));
  }, [from]);
  return value ? <input type="hidden" name="from" value={value} /> : null;
}
