import { describe, expect, it } from 'vitest';
import { belowReserveMail, endingSoonMail, soldMail, wonMail } from './auction-mail-texts';

const facts = { baseUrl: 'https://variegata.example', listingId: '6f1c8e1a-0000-4000-8000-000000000001', title: 'Monstera Thai Constellation', currency: 'USD' };

describe('end-of-auction mails', () => {
  it('announces the last hour with the end time, the current bid and a link to bid', () => {
    const mail = endingSoonMail(facts, new Date('2026-05-01T18:30:00Z'), 12_500);
    expect(mail.subject).toBe('Ending within the hour: Monstera Thai Constellation');
    expect(mail.text).toContain('May 1, 2026, 6:30 PM UTC');
    expect(mail.text).toContain('$125.00');
    expect(mail.text).toContain('https://variegata.example/l/monstera-thai-constellation/6f1c8e1a-0000-4000-8000-000000000001');
    expect(endingSoonMail(facts, new Date('2026-05-01T18:30:00Z'), null).text).toContain('No bids yet.');
  });

  it('tells the winner they were charged the bid plus shipping, or to give the address and pay on the order page', () => {
    const charged = wonMail(facts, 30_000, 'tx-1', true);
    expect(charged.subject).toBe('You won the auction: Monstera Thai Constellation');
    expect(charged.text).toContain('Your saved card was charged $300.00 plus shipping to your saved address');
    expect(charged.text).toContain('https://variegata.example/order/tx-1/details');
    expect(wonMail(facts, 30_000, 'tx-1', false).text).toContain('tell us where your plant goes and pay $300.00 plus shipping on your order page.');
  });

  it('gives the seller of an auction below the reserve the 5-day deadline and the sale page', () => {
    const mail = belowReserveMail(facts, 9_000, 'tx-2', new Date('2026-05-06T18:30:00Z'));
    expect(mail.subject).toBe('Your auction ended below the reserve: Monstera Thai Constellation');
    expect(mail.text).toContain('$90.00');
    expect(mail.text).toContain('5 days, until May 6, 2026, 6:30 PM UTC');
    expect(mail.text).toContain('https://variegata.example/sale/tx-2/details');
  });

  it('tells the seller the auction sold and links the sale', () => {
    const mail = soldMail(facts, 30_000, 'tx-3');
    expect(mail.subject).toBe('Sold: Monstera Thai Constellation');
    expect(mail.text).toContain('sold for $300.00');
    expect(mail.text).toContain('https://variegata.example/sale/tx-3/details');
  });
});
