/** Password hashing with scrypt (OWASP: N=2^17, r=8, p=1), encoded as scrypt$logN$r$p$salt$hash. */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEYLEN = 32;

function scryptAsync(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEYLEN, { N, r, p, maxmem: 128 * N * r * 2 + 1024 * 1024 }, (e, key) => (e ? reject(e) : resolve(key)));
  });
}

export async function hashPassword(password: string, logN = 17): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, logN, 8, 1);
  return `scrypt$${logN}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, logN, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64'), Number(logN), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * A hash of a random password with the given cost, made once per cost: verifying against it when
 * no account has the email takes as long as a real check, so timing does not tell which emails exist.
 */
export function dummyPasswordHash(logN: number): Promise<string> {
  let hash = dummyHashes.get(logN);
  if (!hash) {
    hash = hashPassword(randomBytes(24).toString('base64'), logN);
    dummyHashes.set(logN, hash);
  }
  return hash;
}

/** Password rules the API enforces: 8 to 256 characters. */
export function validPassword(password: unknown): password is string {
  return typeof password === 'string' && password.length >= 8 && password.length <= 256;
}
