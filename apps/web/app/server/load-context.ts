/** What the server hands every loader and action besides the request. */
export interface VariegataLoadContext {
  /** The CSP nonce of this response: every inline script carries it. */
  nonce: string;
  /** This browser's CSRF token (also in the HttpOnly vg_csrf cookie). */
  csrfToken: string;
  /** Issues a new CSRF token (cookie and `csrfToken`): at login and logout, so a token seen before does not outlive the session. */
  renewCsrfToken(): void;
  /** Appends a Set-Cookie header to the response being built. */
  setCookie(cookie: string): void;
  /** The request's cookies, parsed. */
  cookies: Readonly<Record<string, string>>;
  /** True when the site is served over https (cookies get Secure). */
  secure: boolean;
  /** Client address, for rate limits. */
  clientIp: string;
}

declare module '@remix-run/node' {
  interface AppLoadContext extends VariegataLoadContext {}
}
