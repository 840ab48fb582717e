/**
 * The hidden proxy maximums: every accepted bid as submitted (with its maximum) is kept in the
 * listing's metadata as one sealed blob, AES-256-GCM with a key derived (HKDF) from the site's
 * SESSION_SECRET, deflated first. Only the site's server can read or forge it; the seller, other
 * bidders and the public API see ciphertext. Changing SESSION_SECRET makes running auctions'
 * maximums unreadable (documented in SECURITY.md).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { Bid } from '@variegata/auction/bids';
import { serverEnv } from '~/server/env.server';

const VERSION = 'v1';
let cached: { secret: string; key: Buffer } | undefined;

function key(): Buffer {
  const secret = serverEnv().SESSION_SECRET;
  if (cached?.secret !== secret) {
    cached = { secret, key: Buffer.from(hkdfSync('sha256', secret, 'variegata-auction', 'proxy-maximums', 32)) };
  }
  return cached.key;
}

/** Compact row: [amount, epoch ms, bidder id, 'a' | 'm', maximum?]. */
type Row = [number, number, string, 'a' | 'm'] | [number, number, string, 'a' | 'm', number];

const toRow = (bid: Bid): Row =>
  bid.maxAmount === undefined ? [bid.amount, bid.date.getTime(), bid.bidderId, bid.type === 'auto' ? 'a' : 'm'] : [bid.amount, bid.date.getTime(), bid.bidderId, bid.type === 'auto' ? 'a' : 'm', bid.maxAmount];

const fromRow = ([amount, date, bidderId, type, maxAmount]: Row): Bid => ({
  amount,
  date: new Date(date),
  bidderId,
  type: type === 'a' ? 'auto' : 'manual',
  ...(maxAmount === undefined ? {} : { maxAmount }),
});

/** The listing id is bound into the seal, so a blob copied to another listing does not open. */
export function sealBids(listingId: string, bids: readonly Bid[]): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  cipher.setAAD(Buffer.from(listingId));
  const body = Buffer.concat([cipher.update(deflateRawSync(JSON.stringify(bids.map(toRow)))), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The bids of a sealed blob; a blob that does not open is a bug or tampering, so it throws. */
export function openBids(listingId: string, sealed: string | undefined): Bid[] {
  if (!sealed) return [];
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error(`Listing ${listingId}: unreadable sealed bids`);
  const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(listingId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
  return (JSON.parse(inflateRawSync(plain).toString('utf8')) as Row[]).map(fromRow);
}
