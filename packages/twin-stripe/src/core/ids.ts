import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[(bytes[i] as number) % ALPHABET.length];
  return out;
}

/** A Stripe-style identifier: `prefix` + `_` + 24 random base62 characters (`cus_`, `pi_`, ...). */
export function newId(prefix: string): string {
  return `${prefix}_${randomToken(24)}`;
}

/** A stable, non-reversible card fingerprint: the same number always gives the same fingerprint. */
export function cardFingerprint(number: string): string {
  const digest = createHash('sha256').update(`variegata-twin-stripe:${number}`).digest();
  let out = '';
  for (let i = 0; i < 16; i++) out += ALPHABET[(digest[i] as number) % ALPHABET.length];
  return out;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
