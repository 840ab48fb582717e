// Stripe's documented test cards: magic PaymentMethod ids (`pm_card_*`), tokens (`tok_*`) and numbers.
// Only the behaviour name, brand, last4 and a fingerprint are ever stored, never the full number.
import { invalidRequest, StripeApiError } from './core/errors';
import { cardFingerprint } from './core/ids';

export interface Decline {
  code: string;
  decline_code?: string;
  message: string;
}

export type Behaviour =
  | 'ok'
  | 'charge_customer_fail' // attaches, every charge declined
  | 'auth_always' // 3-D Secure on every on-session payment; off-session: authentication_required
  | 'auth_on_setup' // 3-D Secure on setup; once set up, off-session payments succeed
  | 'auth_setup_done' // already set up for off-session use
  | 'auth_then_insufficient' // 3-D Secure, then declined for insufficient funds
  | 'processing' // twin-specific: the payment stays in `processing` for a moment before it succeeds
  | `decline:${string}`;

export const DECLINES: Record<string, Decline> = {
  generic_decline: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  insufficient_funds: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  lost_card: { code: 'card_declined', decline_code: 'lost_card', message: 'Your card was declined.' },
  stolen_card: { code: 'card_declined', decline_code: 'stolen_card', message: 'Your card was declined.' },
  expired_card: { code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.' },
  incorrect_cvc: { code: 'incorrect_cvc', decline_code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  processing_error: {
    code: 'processing_error',
    decline_code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
  authentication_required: {
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
};

export interface TestCard {
  number: string;
  brand: string;
  funding: string;
  country: string;
  behaviour: Behaviour;
}

const card = (number: string, behaviour: Behaviour, brand = 'visa', funding = 'credit', country = 'US'): TestCard => ({
  number,
  brand,
  funding,
  country,
  behaviour,
});

/** Cards by number (the hosted card page and `card[number]`). */
export const CARDS_BY_NUMBER: Record<string, TestCard> = Object.fromEntries(
  [
    card('4242424242424242', 'ok'),
    card('4000056655665556', 'ok', 'visa', 'debit'),
    card('5555555555554444', 'ok', 'mastercard'),
    card('2223003122003222', 'ok', 'mastercard'),
    card('5200828282828210', 'ok', 'mastercard', 'debit'),
    card('378282246310005', 'ok', 'amex'),
    card('6011111111111117', 'ok', 'discover'),
    card('3056930009020004', 'ok', 'diners'),
    card('3566002020360505', 'ok', 'jcb'),
    card('6200000000000005', 'ok', 'unionpay'),
    card('4000000000000002', 'decline:generic_decline'),
    card('4000000000009995', 'decline:insufficient_funds'),
    card('4000000000009987', 'decline:lost_card'),
    card('4000000000009979', 'decline:stolen_card'),
    card('4000000000000069', 'decline:expired_card'),
    card('4000000000000127', 'decline:incorrect_cvc'),
    card('4000000000000119', 'decline:processing_error'),
    card('4000000000000341', 'charge_customer_fail'),
    card('4000002500003155', 'auth_on_setup'),
    card('4000002760003184', 'auth_always'),
    card('4000003800000446', 'auth_setup_done'),
    card('4000008260003178', 'auth_then_insufficient'),
  ].map((c) => [c.number, c]),
);

const BY_ALIAS: Record<string, string> = {
  visa: '4242424242424242',
  visa_debit: '4000056655665556',
  mastercard: '5555555555554444',
  mastercard_debit: '5200828282828210',
  amex: '378282246310005',
  discover: '6011111111111117',
  diners: '3056930009020004',
  jcb: '3566002020360505',
  unionpay: '6200000000000005',
  chargeDeclined: '4000000000000002',
  visa_chargeDeclined: '4000000000000002',
  chargeDeclinedInsufficientFunds: '4000000000009995',
  visa_chargeDeclinedInsufficientFunds: '4000000000009995',
  chargeDeclinedLostCard: '4000000000009987',
  visa_chargeDeclinedLostCard: '4000000000009987',
  chargeDeclinedStolenCard: '4000000000009979',
  visa_chargeDeclinedStolenCard: '4000000000009979',
  chargeDeclinedExpiredCard: '4000000000000069',
  visa_chargeDeclinedExpiredCard: '4000000000000069',
  chargeDeclinedIncorrectCvc: '4000000000000127',
  visa_chargeDeclinedIncorrectCvc: '4000000000000127',
  chargeDeclinedProcessingError: '4000000000000119',
  visa_chargeDeclinedProcessingError: '4000000000000119',
  chargeCustomerFail: '4000000000000341',
  visa_chargeCustomerFail: '4000000000000341',
  authenticationRequiredOnSetup: '4000002500003155',
  authenticationRequired: '4000002760003184',
  threeDSecure2Required: '4000002760003184',
  authenticationRequiredSetupForOffSession: '4000003800000446',
  authenticationRequiredChargeDeclinedInsufficientFunds: '4000008260003178',
};

/** The twin-specific card whose payments go through `processing` (Stripe has no such card). */
export const PROCESSING_CARD: TestCard = card('4000000000007726', 'processing');

/** `pm_card_visa` / `tok_visa` -> the test card, or undefined. */
export function magicCard(id: string): TestCard | undefined {
  const m = /^(?:pm_card_|tok_)(.+)$/.exec(id);
  if (m === null) return undefined;
  if (m[1] === 'processing') return PROCESSING_CARD;
  const num = BY_ALIAS[m[1] as string];
  return num === undefined ? undefined : CARDS_BY_NUMBER[num];
}

export function luhnValid(number: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = number.length - 1; i >= 0; i--) {
    let d = Number(number[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65)/.test(number)) return 'discover';
  if (/^3(0|6|8)/.test(number)) return 'diners';
  if (/^35/.test(number)) return 'jcb';
  if (/^62/.test(number)) return 'unionpay';
  return 'unknown';
}

function cardError(code: string, message: string, param: string): StripeApiError {
  return new StripeApiError(402, { type: 'card_error', code, message, param });
}

export interface CardInput {
  number: string;
  exp_month: string | number;
  exp_year: string | number;
  cvc?: string | undefined;
}

export interface CardDetails {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  funding: string;
  country: string;
  fingerprint: string;
  behaviour: Behaviour;
}

/** Validates raw card input the way Stripe's tokenisation does, returning what may be stored. */
export function cardFromInput(input: CardInput, now: Date = new Date()): CardDetails {
  const number = String(input.number).replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) {
    throw cardError('incorrect_number', 'Your card number is incorrect.', 'number');
  }
  const month = Number(input.exp_month);
  let year = Number(input.exp_year);
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw cardError('invalid_expiry_month', "Your card's expiration month is invalid.", 'exp_month');
  }
  if (!Number.isInteger(year)) throw cardError('invalid_expiry_year', "Your card's expiration year is invalid.", 'exp_year');
  if (year < 100) year += 2000;
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < nowMonth || year > now.getUTCFullYear() + 50) {
    throw cardError('invalid_expiry_year', "Your card's expiration year is invalid.", 'exp_year');
  }
  if (input.cvc !== undefined && input.cvc !== '' && !/^\d{3,4}$/.test(input.cvc)) {
    throw cardError('invalid_cvc', "Your card's security code is invalid.", 'cvc');
  }
  const known = number === PROCESSING_CARD.number ? PROCESSING_CARD : CARDS_BY_NUMBER[number];
  return {
    brand: known?.brand ?? brandOf(number),
    last4: number.slice(-4),
    exp_month: month,
    exp_year: year,
    funding: known?.funding ?? 'credit',
    country: known?.country ?? 'US',
    fingerprint: cardFingerprint(number),
    behaviour: known?.behaviour ?? 'ok',
  };
}

/** Details of a magic test card (expiry: December of next year + 1, like Stripe's fixtures use a future date). */
export function magicCardDetails(id: string, now: Date = new Date()): CardDetails {
  const c = magicCard(id);
  if (c === undefined) throw invalidRequest(`No such PaymentMethod: '${id}'`, 'payment_method', 'resource_missing');
  return {
    brand: c.brand,
    last4: c.number.slice(-4),
    exp_month: 12,
    exp_year: now.getUTCFullYear() + 2,
    funding: c.funding,
    country: c.country,
    fingerprint: cardFingerprint(c.number),
    behaviour: c.behaviour,
  };
}

export function declineFor(behaviour: Behaviour): Decline | undefined {
  if (behaviour.startsWith('decline:')) return DECLINES[behaviour.slice('decline:'.length)];
  return undefined;
}

export function needsAuthentication(behaviour: Behaviour): boolean {
  return behaviour === 'auth_always' || behaviour === 'auth_on_setup' || behaviour === 'auth_then_insufficient';
}
