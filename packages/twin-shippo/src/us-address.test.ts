import { describe, expect, it } from 'vitest';
import { FAILING_TEST_STREETS, US_STATE_CODES, statesForZipPrefix, validateAddress } from './us-address';

const good = { name: 'Ada', street1: '215 Clayton St', city: 'San Francisco', state: 'CA', zip: '94117', country: 'US' };

describe('validateAddress (US)', () => {
  it('accepts a well-formed address, 5-digit and ZIP+4', () => {
    expect(validateAddress(good)).toEqual({ is_valid: true, messages: [] });
    expect(validateAddress({ ...good, zip: '94117-1234' }).is_valid).toBe(true);
  });

  it('rejects a state that is not a two-letter US code', () => {
    for (const state of ['California', 'XX', 'C', '']) {
      const r = validateAddress({ ...good, state });
      expect(r.is_valid).toBe(false);
      expect(r.messages.map((m) => m.code)).toContain('administrative_area_partial');
    }
  });

  it('accepts lower-case state codes', () => {
    expect(validateAddress({ ...good, state: 'ca' }).is_valid).toBe(true);
  });

  it('rejects ZIP codes not in 5 or 5-4 format', () => {
    for (const zip of ['9411', '941170', '94117-12', 'ABCDE', '94117 1234', '']) {
      const r = validateAddress({ ...good, zip });
      expect(r.is_valid, zip).toBe(false);
      expect(r.messages.map((m) => m.code)).toContain('postal_code_change');
    }
  });

  it('rejects a ZIP that belongs to another state', () => {
    const r = validateAddress({ ...good, state: 'NY' });
    expect(r.is_valid).toBe(false);
    expect(r.messages[0]?.code).toBe('component_mismatch_error');
    expect(r.messages[0]?.text).toBe('ZIP code 94117 does not belong to state NY.');
  });

  it('knows the odd ZIP prefixes (055 MA, 201 VA, 733 TX, 885 TX)', () => {
    expect(statesForZipPrefix(55)).toEqual(['MA']);
    expect(statesForZipPrefix(201)).toEqual(['VA']);
    expect(statesForZipPrefix(733)).toEqual(['TX']);
    expect(statesForZipPrefix(885)).toEqual(['TX']);
    expect(statesForZipPrefix(3)).toEqual([]);
  });

  it('every state code has at least one ZIP prefix', () => {
    for (const state of US_STATE_CODES) {
      const some = Array.from({ length: 1000 }, (_, p) => statesForZipPrefix(p)).some((s) => s.includes(state));
      expect(some, state).toBe(true);
    }
  });

  it('fails the documented test addresses with their codes', () => {
    for (const t of FAILING_TEST_STREETS) {
      const r = validateAddress({ ...good, street1: t.street1.toUpperCase().replace(' ', '  ') });
      expect(r.is_valid).toBe(false);
      expect(r.messages).toEqual([{ source: 'Shippo Address Validator', code: t.code, type: 'address_error', text: t.text }]);
    }
  });

  it('requires a house number unless the street is a PO box', () => {
    expect(validateAddress({ ...good, street1: 'Clayton Street' }).messages[0]?.code).toBe('premise_number_missing');
    expect(validateAddress({ ...good, street1: 'PO Box 12' }).is_valid).toBe(true);
    expect(validateAddress({ ...good, street1: 'P.O. Box' }).is_valid).toBe(true);
  });

  it('requires a street', () => {
    expect(validateAddress({ ...good, street1: ' ' }).messages.map((m) => m.code)).toEqual(['street_partial']);
  });
});

describe('validateAddress (other countries)', () => {
  it('needs a 2-letter country, a street and a city, but no US state or ZIP rules', () => {
    expect(validateAddress({ street1: '100 Queen St W', city: 'Toronto', state: 'ON', zip: 'M5H 2N2', country: 'CA' }).is_valid).toBe(true);
    expect(validateAddress({ street1: '100 Queen St W', city: '', country: 'CA' }).messages.map((m) => m.code)).toEqual(['city_partial']);
    expect(validateAddress({ street1: '1 Rue', city: 'Paris', country: 'France' }).is_valid).toBe(false);
  });
});
