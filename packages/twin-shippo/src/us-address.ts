// Believable (not authoritative) US address checks: state codes, ZIP format, ZIP prefix vs state,
// and a few deliberately failing test addresses. Pure functions, no I/O.

export interface AddressInput {
  name?: string | undefined;
  company?: string | undefined;
  street1?: string | undefined;
  street2?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  zip?: string | undefined;
  country: string;
}

export interface ValidationMessage {
  source: string;
  code: string;
  type: 'address_error' | 'address_warning';
  text: string;
}

export interface ValidationResult {
  is_valid: boolean;
  messages: ValidationMessage[];
}

/** 50 states, DC, inhabited territories and the three military "states". */
export const US_STATE_CODES: readonly string[] = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA',
  'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK',
  'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC',
  'PR', 'VI', 'GU', 'AS', 'MP', 'AA', 'AE', 'AP',
];

export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

// Inclusive ranges of 3-digit ZIP prefixes per state (USPS sectional centers, rounded to whole ranges).
const PREFIX_RANGES: ReadonlyArray<readonly [number, number, readonly string[]]> = [
  [5, 5, ['NY']], [6, 7, ['PR']], [8, 8, ['VI']], [9, 9, ['PR']],
  [10, 27, ['MA']], [28, 29, ['RI']], [30, 38, ['NH']], [39, 49, ['ME']], [50, 54, ['VT']], [55, 55, ['MA']],
  [56, 59, ['VT']], [60, 69, ['CT']], [70, 89, ['NJ']], [90, 98, ['AE']], [100, 149, ['NY']],
  [150, 196, ['PA']], [197, 199, ['DE']], [200, 200, ['DC']], [201, 201, ['VA']], [202, 205, ['DC']],
  [206, 219, ['MD']], [220, 246, ['VA']], [247, 268, ['WV']], [270, 289, ['NC']], [290, 299, ['SC']],
  [300, 319, ['GA']], [320, 339, ['FL']], [340, 340, ['AA']], [341, 349, ['FL']], [350, 369, ['AL']],
  [370, 385, ['TN']], [386, 397, ['MS']], [398, 399, ['GA']], [400, 427, ['KY']], [430, 459, ['OH']],
  [460, 479, ['IN']], [480, 499, ['MI']], [500, 528, ['IA']], [530, 549, ['WI']], [550, 567, ['MN']],
  [569, 569, ['DC']], [570, 577, ['SD']], [580, 588, ['ND']], [590, 599, ['MT']], [600, 629, ['IL']],
  [630, 658, ['MO']], [660, 679, ['KS']], [680, 693, ['NE']], [700, 715, ['LA']], [716, 729, ['AR']],
  [730, 732, ['OK']], [733, 733, ['TX']], [734, 749, ['OK']], [750, 799, ['TX']], [800, 816, ['CO']],
  [820, 831, ['WY']], [832, 838, ['ID']], [840, 847, ['UT']], [850, 865, ['AZ']], [870, 884, ['NM']],
  [885, 885, ['TX']], [889, 898, ['NV']], [900, 961, ['CA']], [962, 966, ['AP']], [967, 968, ['HI']],
  [969, 969, ['GU', 'AS', 'MP']], [970, 979, ['OR']], [980, 994, ['WA']], [995, 999, ['AK']],
];

/** States whose ZIP codes may start with the given 3-digit prefix (empty when the prefix is unassigned). */
export function statesForZipPrefix(prefix: number): readonly string[] {
  for (const [lo, hi, states] of PREFIX_RANGES) {
    if (prefix >= lo && prefix <= hi) return states;
  }
  return [];
}

/**
 * Test addresses that always fail validation, so the invalid-address path can be exercised
 * with otherwise well-formed data. Matching is on street1 (case-insensitive, spaces collapsed).
 */
export const FAILING_TEST_STREETS: ReadonlyArray<{ street1: string; code: string; text: string }> = [
  {
    street1: '123 fake street',
    code: 'unknown_street',
    text: 'The address as submitted could not be found. Please check for excess abbreviations in the street address line or the city name.',
  },
  {
    street1: '0 nowhere lane',
    code: 'premise_number_invalid',
    text: 'The house number in the street address is not valid.',
  },
  {
    street1: '1 invalid way',
    code: 'verification_error',
    text: 'Address could not be verified.',
  },
];

const SOURCE = 'Shippo Address Validator';

function error(code: string, text: string): ValidationMessage {
  return { source: SOURCE, code, type: 'address_error', text };
}

function normaliseStreet(street: string): string {
  return street.trim().toLowerCase().replace(/\s+/g, ' ');
}

function blank(value: string | undefined): boolean {
  return value === undefined || value.trim() === '';
}

/** Validates a US address; other countries only need street, city and a 2-letter country code. */
export function validateAddress(address: AddressInput): ValidationResult {
  const messages: ValidationMessage[] = [];
  const country = address.country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) {
    return { is_valid: false, messages: [error('verification_error', `Country "${address.country}" is not a valid ISO 3166-1 alpha-2 code.`)] };
  }
  if (blank(address.street1)) messages.push(error('street_partial', 'The street address is missing.'));
  if (blank(address.city) && country !== 'US') messages.push(error('city_partial', 'The city is missing.'));
  if (country !== 'US') return { is_valid: messages.length === 0, messages };

  const state = (address.state ?? '').trim().toUpperCase();
  const zip = (address.zip ?? '').trim();
  if (blank(address.city) && blank(address.zip)) {
    messages.push(error('city_partial', 'A city or a ZIP code is required.'));
  }
  if (!US_STATE_CODES.includes(state)) {
    messages.push(error('administrative_area_partial', `State "${address.state ?? ''}" is not a valid two-letter US state code.`));
  }
  if (!ZIP_PATTERN.test(zip)) {
    messages.push(error('postal_code_change', `ZIP code "${zip}" must have 5 digits, optionally followed by a dash and 4 digits.`));
  } else if (US_STATE_CODES.includes(state)) {
    const allowed = statesForZipPrefix(Number(zip.slice(0, 3)));
    if (!allowed.includes(state)) {
      messages.push(error('component_mismatch_error', `ZIP code ${zip} does not belong to state ${state}.`));
    }
  }
  if (!blank(address.street1)) {
    const street = normaliseStreet(address.street1 ?? '');
    const failing = FAILING_TEST_STREETS.find((t) => t.street1 === street);
    if (failing) messages.push(error(failing.code, failing.text));
    else if (!/\d/.test(street) && !/\bp\.?\s*o\.?\s*box\b/.test(street)) {
      messages.push(error('premise_number_missing', 'The street address has no house number.'));
    }
  }
  return { is_valid: messages.length === 0, messages };
}
