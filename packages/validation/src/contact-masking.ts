/**
 * Contact masking (spec 1 §5, spec 3 §5): message text hides URLs, email addresses, @handles, phone
 * numbers and payment or social words, so buyers and sellers keep the deal on the marketplace. Each
 * hit is replaced with `replacement` ('***' by default).
 *
 * Readings (the spec names the categories only):
 * - URL: anything starting with http://, https:// or www., and bare domains ending in a common
 *   top-level domain (see `MASKED_TOP_LEVEL_DOMAINS`), with an optional path.
 * - Phone number: a run of digits joined by spaces, dots, dashes or parentheses, optionally starting
 *   with '+', with 7 to 15 digits (15 is the E.164 maximum; longer runs are tracking or order
 *   numbers). ISO dates (2026-11-21) are not phone numbers.
 * - @handle: '@' followed by letters, digits, '_' or '.', containing a letter, not part of an email.
 * - Words: `PAYMENT_AND_SOCIAL_WORDS`, case-insensitive, as whole words.
 */

/** Payment apps and social networks whose names point to contact off the marketplace. */
export const PAYMENT_AND_SOCIAL_WORDS: readonly string[] = [
  // payment
  'venmo', 'paypal', 'pay pal', 'cashapp', 'cash app', 'zelle', 'apple pay', 'google pay', 'gpay', 'revolut',
  'western union', 'moneygram', 'bitcoin',
  // social and messaging
  'instagram', 'insta', 'ig', 'whatsapp', 'whats app', 'telegram', 'facebook', 'fb', 'messenger', 'snapchat',
  'tiktok', 'twitter', 'discord', 'wechat', 'signal app',
];

export const MASKED_TOP_LEVEL_DOMAINS: readonly string[] = [
  'com', 'net', 'org', 'io', 'co', 'me', 'ly', 'gg', 'app', 'link', 'shop', 'store', 'info', 'biz', 'us', 'uk',
  'ca', 'au', 'de', 'tv', 'xyz', 'page', 'site', 'online',
];

export const DEFAULT_MASK = '***';
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

export type ContactKind = 'email' | 'url' | 'handle' | 'phone' | 'word';

export interface ContactMatch {
  readonly kind: ContactKind;
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

export interface MaskOptions {
  readonly replacement?: string;
  readonly words?: readonly string[];
  readonly minPhoneDigits?: number;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const EMAIL = /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}/g;
const SCHEME_URL = /(?:\bhttps?:\/\/|\bwww\.)[^\s<>"']+/gi;
const BARE_DOMAIN = new RegExp(
  `(?<![A-Za-z0-9@.-])(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\\.)+(?:${MASKED_TOP_LEVEL_DOMAINS.join('|')})(?![A-Za-z0-9-])(?:/[^\\s<>"']*)?`,
  'gi',
);
const HANDLE = /(?<![A-Za-z0-9._%+-])@[A-Za-z0-9_](?:[A-Za-z0-9_.]*[A-Za-z0-9_])?/g;
const PHONE = /\+?\(?\d(?:[ \t().-]{0,3}\d)+\)?/g;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TRAILING_PUNCTUATION = /[.,!?;:)\]]+$/;

function wordsPattern(words: readonly string[]): RegExp | undefined {
  if (words.length === 0) return undefined;
  const alternatives = [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.trim().split(/\s+/).map(escapeRegExp).join('[\\s._-]*'));
  return new RegExp(`(?<![A-Za-z0-9])(?:${alternatives.join('|')})(?![A-Za-z0-9])`, 'gi');
}

function* matches(pattern: RegExp, text: string): Generator<{ start: number; text: string }> {
  pattern.lastIndex = 0;
  for (const match of text.matchAll(pattern)) yield { start: match.index ?? 0, text: match[0] };
}

/** Every contact detail in `text`, in text order, without overlaps (earlier kinds win). */
export function findContactInfo(text: string, options: MaskOptions = {}): ContactMatch[] {
  const minDigits = options.minPhoneDigits ?? PHONE_MIN_DIGITS;
  const found: ContactMatch[] = [];
  const overlaps = (start: number, end: number) => found.some((m) => start < m.end && end > m.start);
  const add = (kind: ContactKind, start: number, matched: string) => {
    if (matched.length === 0) return;
    const end = start + matched.length;
    if (!overlaps(start, end)) found.push({ kind, start, end, text: matched });
  };

  for (const m of matches(EMAIL, text)) add('email', m.start, m.text);
  for (const m of matches(SCHEME_URL, text)) add('url', m.start, m.text.replace(TRAILING_PUNCTUATION, ''));
  for (const m of matches(BARE_DOMAIN, text)) add('url', m.start, m.text.replace(TRAILING_PUNCTUATION, ''));
  for (const m of matches(HANDLE, text)) if (/[A-Za-z]/.test(m.text) && m.text.length > 2) add('handle', m.start, m.text);
  for (const m of matches(PHONE, text)) {
    const digits = m.text.replace(/\D/g, '').length;
    if (digits >= minDigits && digits <= PHONE_MAX_DIGITS && !ISO_DATE.test(m.text)) add('phone', m.start, m.text);
  }
  const words = wordsPattern(options.words ?? PAYMENT_AND_SOCIAL_WORDS);
  if (words) for (const m of matches(words, text)) add('word', m.start, m.text);

  return found.sort((a, b) => a.start - b.start);
}

export function containsContactInfo(text: string, options: MaskOptions = {}): boolean {
  return findContactInfo(text, options).length > 0;
}

/** The text with every contact detail replaced by the mask. */
export function maskContactInfo(text: string, options: MaskOptions = {}): string {
  const replacement = options.replacement ?? DEFAULT_MASK;
  let out = '';
  let position = 0;
  for (const match of findContactInfo(text, options)) {
    out += text.slice(position, match.start) + replacement;
    position = match.end;
  }
  return out + text.slice(position);
}
