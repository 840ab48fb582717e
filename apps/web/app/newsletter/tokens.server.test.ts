import { describe, expect, it } from 'vitest';
import { CONFIRM_TOKEN_TTL_MS, signNewsletterToken, verifyNewsletterToken } from './tokens.server';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const NOW = Date.UTC(2026, 0, 10);

describe('newsletter tokens', () => {
  it('round-trips the lower-cased email for its purpose', () => {
    const token = signNewsletterToken(' Reader@Example.com ', 'confirm', SECRET, NOW);
    expect(verifyNewsletterToken(token, 'confirm', SECRET, NOW + 1000)).toEqual({ ok: true, value: 'reader@example.com' });
  });

  it('refuses another purpose, another secret and an altered token', () => {
    const token = signNewsletterToken('reader@example.com', 'confirm', SECRET, NOW);
    expect(verifyNewsletterToken(token, 'unsubscribe', SECRET, NOW).ok).toBe(false);
    expect(verifyNewsletterToken(token, 'confirm', `${SECRET}x`, NOW).ok).toBe(false);
    const [body, sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ e: 'other@example.com', p: 'confirm', x: NOW + 10_000 })).toString('base64url');
    expect(verifyNewsletterToken(`${forged}.${sig}`, 'confirm', SECRET, NOW)).toMatchObject({ ok: false, error: 'newsletter-token-invalid' });
    expect(verifyNewsletterToken(`${body}`, 'confirm', SECRET, NOW).ok).toBe(false);
    expect(verifyNewsletterToken('', 'confirm', SECRET, NOW).ok).toBe(false);
  });

  it('expires a confirmation link after a week but never an unsubscribe link', () => {
    const confirm = signNewsletterToken('reader@example.com', 'confirm', SECRET, NOW);
    expect(verifyNewsletterToken(confirm, 'confirm', SECRET, NOW + CONFIRM_TOKEN_TTL_MS + 1)).toMatchObject({ ok: false, error: 'newsletter-token-expired' });
    const unsubscribe = signNewsletterToken('reader@example.com', 'unsubscribe', SECRET, NOW);
    expect(verifyNewsletterToken(unsubscribe, 'unsubscribe', SECRET, NOW + 10 * CONFIRM_TOKEN_TTL_MS).ok).toBe(true);
  });
});
