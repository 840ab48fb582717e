import { Link, useLocation } from '@remix-run/react';
import type { AuthTab } from './auth-types';

/** Signup and login tabs; switching keeps the query (from, sso, sig) and the fragment. */
export function AuthTabs({ tab }: { tab: AuthTab }) {
  const location = useLocation();
  const keep = `${location.search}${location.hash}`;
  return (
    <nav className="auth-tabs" aria-label="Sign up or log in">
      <Link className="auth-tab" to={`/signup${keep}`} aria-current={tab === 'signup' ? 'page' : undefined}>
        Sign up
      </Link>
      <Link className="auth-tab" to={`/login${keep}`} aria-current={tab === 'login' ? 'page' : undefined}>
        Log in
      </Link>
    </nav>
  );
}
