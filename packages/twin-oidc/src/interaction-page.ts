/**
 * The provider's sign-in page: one button per demo identity (a click signs in as that person and
 * grants the scopes asked for) and a cancel button that answers the site with `access_denied`.
 */
import type { DemoIdentity } from './demo-identities';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function signInPage(uid: string, clientName: string, identities: readonly DemoIdentity[]): string {
  const action = `/interaction/${encodeURIComponent(uid)}`;
  const buttons = identities
    .map((identity) => `<li><form method="post" action="${action}/login"><input type="hidden" name="sub" value="${escapeHtml(identity.sub)}">`
      + `<button type="submit">Continue as ${escapeHtml(`${identity.givenName} ${identity.familyName}`)}</button>`
      + ` <small>${escapeHtml(identity.email)}${identity.emailVerified ? '' : ' (email not verified)'}</small></form></li>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in: local identity provider</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem}li{margin:.5rem 0;list-style:none}button{padding:.4rem .8rem}</style>
</head><body>
<h1>Sign in with the local identity provider</h1>
<p>This is the sandbox's stand-in for a social network or search-engine account. Choose who you are to continue to ${escapeHtml(clientName)}.</p>
<ul>${buttons}</ul>
<form method="post" action="${action}/abort"><button type="submit">Cancel and go back</button></form>
</body></html>`;
}

/** The provider's error page (an unknown client, a redirect URI it did not register...): plain, no details beyond the error. */
export function errorPage(error: string, description: string | undefined): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head><body>
<h1>Sign-in error</h1><p>${escapeHtml(description ?? error)}</p><p><code>${escapeHtml(error)}</code></p></body></html>`;
}
