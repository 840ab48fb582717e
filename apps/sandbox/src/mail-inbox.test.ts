import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailInbox, type InboxEmail, type RunningMailInbox } from './mail-inbox';

describe('the sandbox mail inbox', () => {
  const received: InboxEmail[] = [];
  let inbox: RunningMailInbox;
  beforeAll(async () => {
    inbox = await startMailInbox('127.0.0.1', 0, (email) => received.push(email));
  });
  afterAll(async () => {
    await inbox?.close();
  });

  it('takes an email over SMTP and delivers its recipient, subject, decoded text and kind', async () => {
    const transport = createTransport({ url: inbox.url });
    const text = `You have been outbid on “Monstera albo” — the current bid is $1,250.00.\nhttps://127.0.0.1:3000/l/monstera-albo/abc?bidNow=1&x=${'a'.repeat(90)}`;
    await transport.sendMail({ from: 'Variegata <hello@variegata.test>', to: 'Basil <basil@example.com>', subject: 'You have been outbid', text, headers: { 'X-Variegata-Kind': 'auction-outbid' } });
    expect(received).toEqual([{ to: 'basil@example.com', subject: 'You have been outbid', body: text, kind: 'auction-outbid' }]);
  });

  it('delivers one email per recipient and marks mail without a kind as the site\'s', async () => {
    received.length = 0;
    await createTransport({ url: inbox.url }).sendMail({ from: 'hello@variegata.test', to: ['a@example.com', 'b@example.com'], subject: 'Hi', text: 'Hello' });
    expect(received.map((m) => [m.to, m.kind])).toEqual([['a@example.com', 'site'], ['b@example.com', 'site']]);
  });
});
