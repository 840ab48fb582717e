import { describe, expect, it } from 'vitest';
import { CONFIRM_SUBJECT, confirmationMail, welcomeMail } from './emails';

describe('newsletter emails', () => {
  it('asks for confirmation with the signed link and offers the unsubscribe link', () => {
    const mail = confirmationMail({ firstName: 'Ada', confirmUrl: 'https://v.test/newsletter/confirm?token=abc', unsubscribeUrl: 'https://v.test/newsletter/unsubscribe?token=def' });
    expect(mail.subject).toBe(CONFIRM_SUBJECT);
    expect(mail.text).toMatch(/^Hi Ada,/);
    expect(mail.text).toContain('https://v.test/newsletter/confirm?token=abc');
    expect(mail.text).toContain('Unsubscribe: https://v.test/newsletter/unsubscribe?token=def');
  });

  it('features premium listings in the welcome issue, and leaves the section out when there are none', () => {
    const featured = [{ title: 'Monstera albo', price: '$120.00', url: 'https://v.test/l/monstera-albo/1', seller: 'petraplants' }];
    const mail = welcomeMail({ firstName: '', featured, marketplaceUrl: 'https://v.test/marketplace', unsubscribeUrl: 'https://v.test/u' });
    expect(mail.text).toMatch(/^Hi,/);
    expect(mail.text).toContain('Featured from our premium sellers:\n- Monstera albo ($120.00) by petraplants: https://v.test/l/monstera-albo/1');
    expect(mail.text).toContain('Unsubscribe: https://v.test/u');
    expect(welcomeMail({ firstName: 'Ada', featured: [], marketplaceUrl: 'x', unsubscribeUrl: 'y' }).text).not.toContain('Featured');
  });
});
