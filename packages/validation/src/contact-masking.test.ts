import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_AND_SOCIAL_WORDS, containsContactInfo, findContactInfo, maskContactInfo } from './contact-masking';

describe('contact masking', () => {
  it.each([
    ['a URL with a scheme', 'see https://example.com/plants?id=1, thanks', 'see ***, thanks'],
    ['a URL with www', 'go to www.myshop.net.', 'go to ***.'],
    ['a bare domain with a common ending', 'my site is rareplants.shop/albo', 'my site is ***'],
    ['a bare domain with a common ending', 'paypal.me/ann', '***'],
    ['an email address', 'mail ann.lee+1@example.co.uk now', 'mail *** now'],
    ['an @handle', 'follow @rare_plants.co2 for more', 'follow *** for more'],
    ['a phone number', 'call (555) 123-4567 today', 'call *** today'],
    ['a phone number', 'text +44 20 7946 0958', 'text ***'],
    ['a phone number', '555.123.4567', '***'],
    ['a phone number', '555 1234', '***'],
    ['payment and social words, any case', 'Pay me on Venmo or Cash App, DM on Instagram', 'Pay me on *** or ***, DM on ***'],
    ['payment and social words, any case', 'whatsapp? telegram! zelle, paypal; facebook', '***? ***! ***, ***; ***'],
  ])('hides %s: %j', (_kind, text, masked) => {
    expect(maskContactInfo(text)).toBe(masked);
  });

  it.each([
    ['a dotted plant name', 'Monstera.deliciosa is lovely'],
    ['a lone @ and an @ before a number', '2 cuttings @ 40 each, or @5'],
    ['prices, short numbers, dates and long tracking numbers', 'It costs $125.00 for 3 plants, ships 2026-11-21, tracking 9400111899223817450123'],
    ['text with no payment or social word', 'figure it out'],
  ])('leaves %s alone', (_kind, text) => {
    expect(maskContactInfo(text)).toBe(text);
  });

  it('finds an email address as an email, not as a handle', () => {
    expect(findContactInfo('a@b.com')[0]?.kind).toBe('email');
  });

  it('finds every payment and social word', () => {
    for (const word of PAYMENT_AND_SOCIAL_WORDS) expect(containsContactInfo(`use ${word} please`)).toBe(true);
  });

  it('takes its own replacement and words', () => {
    expect(maskContactInfo('venmo me', { replacement: '[hidden]' })).toBe('[hidden] me');
    expect(maskContactInfo('venmo or kik', { words: ['kik'] })).toBe('venmo or ***');
  });

  it('hides 10-digit phone numbers written with any mix of separators (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 }),
        fc.array(fc.constantFrom('', ' ', '-', '.', ' - '), { minLength: 9, maxLength: 9 }),
        (digits, separators) => {
          const phone = digits.map((d, i) => `${d}${separators[i] ?? ''}`).join('');
          expect(maskContactInfo(`call me ${phone} ok`)).toBe('call me *** ok');
        },
      ),
    );
  });

  it('never lets an email survive masking (property)', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.string({ maxLength: 10 }), (email, noise) => {
        expect(maskContactInfo(`${noise} ${email} ${noise}`)).not.toContain(email);
      }),
    );
  });
});
