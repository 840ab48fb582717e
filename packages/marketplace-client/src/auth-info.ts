/**
 * What a stored Sharetribe token says about its holder, read without an SDK instance
 * (the same reading as the SDK's `authInfo()`): a token whose scope is exactly
 * `public-read` is anonymous; an older token without a scope is anonymous when it has
 * no refresh token; no token at all is anonymous with no scopes.
 */
export interface TokenAuthInfo {
  readonly isAnonymous: boolean;
  readonly scopes: readonly string[];
}

const ANONYMOUS_SCOPE = 'public-read';

function record(token: unknown): Record<string, unknown> | null {
  return token && typeof token === 'object' ? (token as Record<string, unknown>) : null;
}

export function authInfoOfToken(token: unknown): TokenAuthInfo {
  const stored = record(token);
  if (!stored) return { isAnonymous: true, scopes: [] };
  const scope = stored['scope'];
  if (typeof scope === 'string' && scope !== '') return { isAnonymous: scope === ANONYMOUS_SCOPE, scopes: scope.split(' ') };
  return { isAnonymous: typeof stored['refresh_token'] !== 'string' || stored['refresh_token'] === '', scopes: [] };
}

/**
 * Parses a token cookie's (decoded) value. A missing or corrupt cookie is no token, and so is one
 * the SDK could not use (it throws "Unknown token type" on a token without `token_type`): a stored
 * token is an object with a string `access_token` and `token_type`, and a string `refresh_token`
 * and `scope` when it has them.
 */
export function parseTokenCookie(raw: string | undefined): unknown {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
  const token = record(parsed);
  if (!token || Array.isArray(parsed)) return null;
  const optionalString = (key: string) => token[key] === undefined || typeof token[key] === 'string';
  const usable = typeof token['access_token'] === 'string' && typeof token['token_type'] === 'string' && optionalString('refresh_token') && optionalString('scope');
  return usable ? token : null;
}
