import { useLocation } from '@remix-run/react';
import { SIGNUP_ORIGIN_KEY } from '~/social-auth/texts';

/**
 * Sign in with a social network or a search-engine account (spec 1 §2.3, §7): each button exists
 * only when its provider is configured; both navigate to /api/auth/{provider} with from,
 * defaultReturn and defaultConfirm. The social network button first stores the signup-origin key
 * (read by the confirm tab). The sandbox configures the social network with its local provider.
 */
export function SocialButtons({ social, from, mode }: { social: { google: boolean; facebook: boolean }; from: string | null; mode: 'login' | 'signup' }) {
  const location = useLocation();
  if (!social.google && !social.facebook) return null;
  const query = new URLSearchParams({ from: from ?? '/', defaultReturn: '/', defaultConfirm: '/confirm' }).toString();
  const verb = mode === 'signup' ? 'Sign up' : 'Log in';
  const rememberOrigin = () => {
    try {
      window.localStorage.setItem(SIGNUP_ORIGIN_KEY, location.pathname === '/signup' ? 'AuthPage' : location.pathname);
    } catch {
      /* storage may be unavailable */
    }
  };
  return (
    <>
      <div className="social-buttons">
        {social.facebook ? (
          <a className="button button--full" href={`/api/auth/facebook?${query}`} onClick={rememberOrigin}>
            {verb} with Facebook
          </a>
        ) : null}
        {social.google ? (
          <a className="button button--full" href={`/api/auth/google?${query}`}>
            {verb} with Google
          </a>
        ) : null}
      </div>
      <p className="divider">or</p>
    </>
  );
}
