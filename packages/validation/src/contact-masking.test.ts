import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_AND_SOCIAL_WORDS, containsContactInfo, findContactInfo, maskContactInfo } from './contact-masking';

describe('contact masking', () => {
  it('hides URLs with a scheme or www', () => {
    expect(maskContactInfo('see https://example.com/plants?id=1, thanks')).toBe('see ***, thanks');
    expect(maskContactInfo('go to www.myshop.net.')).toBe('go to ***.');
  });

  it('hides bare domains with common endings', () => {
    expect(maskContactInfo('my site is rareplants.shop/albo')).toBe('my site is ***');
    expect(maskContactInfo('paypal.me/ann')).toBe('***');
    expect(maskContactInfo('Monstera.deliciosa is lovely')).toBe('Monstera.deliciosa is lovely');
  });

  it('hides email addresses', () => {
    expect(maskContactInfo('mail ann.lee+1@example.co.uk now')).toBe('mail *** now');
    expect(findContactInfo('a@b.com')[0]?.kind).toBe('email');
  });

  it('hides @handles but not emails twice or lone @', () => {
    expect(maskContactInfo('follow @rare_plants.co2 for more')).toBe('follow *** for more');
    expect(maskContactInfo('2 cuttings @ 40 each, or @5')).toBe('2 cuttings @ 40 each, or @5');
  });

  it('hides phone numbers in common formats', () => {
    expect(maskContactInfo('call (555) 123-4567 today')).toBe('call *** today');
    expect(maskContactInfo('text +44 20 7946 0958')).toBe('text ***');
    expect(maskContactInfo('555.123.4567')).toBe('***');
    expect(maskContactInfo('555 1234')).toBe('***');
  });

  it('leaves prices, short numbers, dates and long tracking numbers alone', () => {
    const text = 'It costs $125.00 for 3 plants, ships 2026-11-21, tracking 9400111899223817450123';
    expect(maskContactInfo(text)).toBe(text);
  });

  it('hides payment and social words as whole words, any case', () => {
    expect(maskContactInfo('Pay me on Venmo or Cash App, DM on Instagram')).toBe('Pay me on *** or ***, DM on ***');
    expect(maskContactInfo('whatsapp? telegram! zelle, paypal; facebook')).toBe('***? ***! ***, ***; ***');
    expect(maskContactInfo('figure it out')).toBe('figure it out');
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
