/** The SMTP client against a tiny SMTP server on loopback, and the twin's smtpUrl option. */
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dotStuff, envelopeAddress, formatMessage, parseSmtpUrl, sendSmtp } from './smtp';
import { sdkFor, startTestTwin } from './testing/harness';

interface Received { commands: string[]; data: string; auth: string | null }

/** Accepts one user (AUTH PLAIN), records the commands and the message; refuses RCPT to refuse@... */
async function startSmtpServer(user = 'mailer', pass = 's3cret'): Promise<{ server: Server; port: number; mails: Received[] }> {
  const mails: Received[] = [];
  const server = createServer((socket) => {
    const session: Received = { commands: [], data: '', auth: null };
    let inData = false;
    let buf = '';
    socket.write('220 test.smtp ESMTP ready\r\n');
    socket.on('data', (chunk) => {
      buf += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buf.indexOf('\r\n.\r\n');
          if (end < 0) return;
          session.data = buf.slice(0, end);
          buf = buf.slice(end + 5);
          inData = false;
          mails.push(session);
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const i = buf.indexOf('\r\n');
        if (i < 0) return;
        const line = buf.slice(0, i);
        buf = buf.slice(i + 2);
        session.commands.push(line);
        const verb = line.split(' ')[0]!.toUpperCase();
        if (verb === 'EHLO') socket.write('250-test.smtp\r\n250-8BITMIME\r\n250 AUTH PLAIN\r\n');
        else if (verb === 'AUTH') {
          const decoded = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8');
          session.auth = decoded;
          socket.write(decoded === `\0${user}\0${pass}` ? '235 2.7.0 ok\r\n' : '535 5.7.8 bad credentials\r\n');
        } else if (verb === 'MAIL') socket.write('250 ok\r\n');
        else if (verb === 'RCPT') socket.write(line.includes('refuse@') ? '550 5.1.1 no such user\r\n' : '250 ok\r\n');
        else if (verb === 'DATA') { inData = true; socket.write('354 go ahead\r\n'); }
        else if (verb === 'QUIT') { socket.end('221 bye\r\n'); return; }
        else socket.write('502 unknown\r\n');
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, port: (server.address() as AddressInfo).port, mails };
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => { smtp = await startSmtpServer(); });
afterAll(async () => { await new Promise<void>((r) => smtp.server.close(() => r())); });

const url = () => `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`;

describe('SMTP client', () => {
  it('parses smtp URLs with credentials and default ports', () => {
    expect(parseSmtpUrl('smtp://a%40b:p%3Aw@mail.test:2525')).toEqual({ host: 'mail.test', port: 2525, secure: false, user: 'a@b', pass: 'p:w' });
    expect(parseSmtpUrl('smtp://127.0.0.1')).toEqual({ host: '127.0.0.1', port: 25, secure: false });
    expect(parseSmtpUrl('smtps://mail.test').port).toBe(465);
    expect(() => parseSmtpUrl('http://mail.test')).toThrow(/protocol/);
  });

  it('refuses addresses that could inject commands', () => {
    expect(envelopeAddress('Variegata <hello@variegata.test>')).toBe('hello@variegata.test');
    expect(() => envelopeAddress('a@b.test>\r\nRCPT TO:<x@y.test')).toThrow(/Invalid email/);
    expect(() => envelopeAddress('not-an-address')).toThrow(/Invalid email/);
  });

  it('formats headers on one line each, encodes non-ASCII, dot-stuffs the body', () => {
    const text = formatMessage({ from: 'V <v@x.test>', to: 'b@x.test', subject: 'Hi\r\nBcc: evil@x.test', text: 'line\n.dot' });
    expect(text).toContain('Subject: Hi Bcc: evil@x.test\r\n');
    expect(text).not.toMatch(/\r\nBcc:/);
    expect(dotStuff(text)).toContain('\r\n..dot');
    const utf = formatMessage({ from: 'v@x.test', to: 'b@x.test', subject: 'Variegata 🌿', text: 'Grüße' });
    expect(utf).toContain(`Subject: =?UTF-8?B?${Buffer.from('Variegata 🌿').toString('base64')}?=`);
    expect(utf).toContain('Content-Transfer-Encoding: base64');
    expect(utf).toContain(Buffer.from('Grüße').toString('base64'));
  });

  it('sends EHLO, AUTH PLAIN, MAIL FROM, RCPT TO, DATA, QUIT', async () => {
    const before = smtp.mails.length;
    await sendSmtp(url(), { from: 'Variegata <hello@variegata.test>', to: 'rosa@example.com', subject: 'Test', text: 'Hello\n.leading dot' });
    const m = smtp.mails[before]!;
    expect(m.commands.map((c) => c.split(' ')[0])).toEqual(['EHLO', 'AUTH', 'MAIL', 'RCPT', 'DATA', 'QUIT']);
    expect(m.auth).toBe('\0mailer\0s3cret');
    expect(m.commands).toContain('MAIL FROM:<hello@variegata.test>');
    expect(m.commands).toContain('RCPT TO:<rosa@example.com>');
    expect(m.data).toContain('From: Variegata <hello@variegata.test>\r\n');
    expect(m.data).toContain('\r\n\r\nHello\r\n..leading dot');
  });

  it('reports the server\'s refusal (bad credentials, unknown recipient)', async () => {
    await expect(sendSmtp(`smtp://mailer:wrong@127.0.0.1:${smtp.port}`, { from: 'a@x.test', to: 'b@x.test', subject: 's', text: 't' })).rejects.toThrow(/AUTH failed: 535/);
    await expect(sendSmtp(url(), { from: 'a@x.test', to: 'refuse@x.test', subject: 's', text: 't' })).rejects.toThrow(/RCPT TO failed: 550/);
  });

  it('fails cleanly when nothing listens', async () => {
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((r) => probe.close(() => r()));
    await expect(sendSmtp(`smtp://127.0.0.1:${port}`, { from: 'a@x.test', to: 'b@x.test', subject: 's', text: 't' })).rejects.toThrow();
  });
});

describe('the twin with smtpUrl', () => {
  it('keeps the email in the outbox and also delivers it over SMTP', async () => {
    const twin = await startTestTwin({ smtpUrl: url(), mailFrom: 'Variegata <hello@variegata.test>' });
    try {
      const before = smtp.mails.length;
      const sdk = sdkFor(twin);
      await sdk.currentUser.create({ email: 'smtp.user@example.com', password: 'correct horse battery', firstName: 'S', lastName: 'M' });
      await sdk.login({ username: 'smtp.user@example.com', password: 'correct horse battery' });
      await sdk.currentUser.sendVerificationEmail();
      expect(twin.outbox().map((m) => m.kind)).toEqual(['verify-email', 'verify-email']);
      for (let i = 0; i < 100 && smtp.mails.length < before + 2; i += 1) await new Promise((r) => setTimeout(r, 20));
      const sent = smtp.mails.slice(before);
      expect(sent.map((m) => m.commands.find((c) => c.startsWith('RCPT')))).toEqual(['RCPT TO:<smtp.user@example.com>', 'RCPT TO:<smtp.user@example.com>']);
      expect(sent.every((m) => m.data.includes('Subject: Verify your email address\r\n'))).toBe(true);
      for (const mail of twin.outbox()) expect(sent.some((m) => m.data.includes(mail.body.split('\n')[0]!))).toBe(true);
    } finally {
      await twin.close();
    }
  });
});
