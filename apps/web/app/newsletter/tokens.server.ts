/**
 * Signed newsletter links (double opt-in and unsubscribe): the token carries the email, what it is
 * for and, for a confirmation, when it expires, signed with HMAC-SHA256 under a key derived from
 * SESSION_SECRET. Nothing is stored for a token; a forged, altered or expired one is refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { err, ok, type Result } from '@variegata/result/result';

export type TokenPurpose = 'confirm' | 'unsubscribe';

/** How long a confirmation link works. */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

interface Payload {
  readonly e: string;
  readonly p: TokenPurpose;
  /** Expiry (ms since epoch); 0 for never. */
  readonly x: number;
}

const mac = (body: string, secret: string) => createHmac('sha256', `newsletter:${secret}`).update(body).digest('base64url');

export function signNewsletterToken(email: string, purpose: TokenPurpose, secret: string, now: number): string {
  const payload: Payload = { e: email.trim().toLowerCase(), p: purpose, x: purpose === 'confirm' ? now + CONFIRM_TOKEN_TTL_MS : 0 };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(body, secret)}`;
}

export type TokenError = 'newsletter-token-invalid' | 'newsletter-token-expired';

/** The email a genuine, unexpired token of this purpose names. */
export function verifyNewsletterToken(token: string, purpose: TokenPurpose, secret: string, now: number): Result<string, TokenError> {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return err('newsletter-token-invalid');
  const expected = Buffer.from(mac(body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return err('newsletter-token-invalid');
  let payload: Partial<Payload>;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Payload>;
  } catch {
    return err('newsletter-token-invalid');
  }
  if (payload.p !== purpose || typeof payload.e !== 'string' || typeof payload.x !== 'number') return err('newsletter-token-invalid');
  if (payload.x !== 0 && payload.x < now) return err('newsletter-token-expired');
  return ok(payload.e);
}
