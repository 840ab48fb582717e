/** Sending over SMTP with nodemailer against a real SMTP server on loopback (smtp-server), and the twin's smtpUrl option. */
import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeAddress, sendSmtp, smtpTransport } from './smtp';
import { sdkFor, startTestTwin } from './testing/harness';

interface Received { from: string; to: string[]; user: string | null; secure: boolean; data: string }

/**
 * Accepts one user (AUTH PLAIN, only after STARTTLS: smtp-server's built-in self-signed
 * certificate), records each message; refuses RCPT to refuse@...
 */
async function startSmtpServer(options: SMTPServerOptions = {}, user = 'mailer', pass = 's3cret') {
  const mails: Received[] = [];
  const server = new SMTPServer({
    logger: false,
    authMethods: ['PLAIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('bad credentials'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refuse@')) callback(Object.assign(new Error('no such user'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        mails.push({
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : null,
          secure: session.secure,
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.server.address() as AddressInfo).port;
  return { server, port, mails };
}

type SmtpTestServer = Awaited<ReturnType<typeof startSmtpServer>>;
let smtp: SmtpTestServer;
let implicitTls: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  implicitTls = await startSmtpServer({ secure: true });
});
afterAll(async () => {
  await Promise.all([smtp, implicitTls].map((s) => new Promise<void>((r) => s.server.close(() => r()))));
});

/** The test server's certificate is self-signed: nodemailer's TLS option travels in the URL. */
const trustTestCertificate = '?tls.rejectUnauthorized=false';
const url = (credentials = 'mailer:s3cret') => `smtp://${credentials}@127.0.0.1:${smtp.port}${trustTestCertificate}`;

describe('SMTP sending', () => {
  it('takes smtp and smtps URLs with encoded credentials and refuses other protocols', () => {
    expect(smtpTransport('smtp://a%40b:p%3Aw@mail.test:2525').options).toMatchObject({ host: 'mail.test', port: 2525, secure: false, auth: { user: 'a@b', pass: 'p:w' } });
    expect(smtpTransport('smtps://mail.test').options).toMatchObject({ host: 'mail.test', secure: true });
    expect(() => smtpTransport('http://mail.test')).toThrow(/protocol/);
  });

  it('refuses addresses that could inject commands', async () => {
    expect(envelopeAddress('Variegata <hello@variegata.test>')).toBe('hello@variegata.test');
    expect(() => envelopeAddress('a@b.test>\r\nRCPT TO:<x@y.test')).toThrow(/Invalid email/);
    expect(() => envelopeAddress('not-an-address')).toThrow(/Invalid email/);
    const before = smtp.mails.length;
    await expect(sendSmtp(url(), { from: 'a@x.test', to: 'a@b.test>\r\nRCPT TO:<x@y.test', subject: 's', text: 't' })).rejects.toThrow(/Invalid email/);
    expect(smtp.mails.length).toBe(before);
  });

  it('upgrades with STARTTLS, authenticates, and sends the envelope and message', async () => {
    const before = smtp.mails.length;
    await sendSmtp(url(), { from: 'Variegata <hello@variegata.test>', to: 'rosa@example.com', subject: 'Test', text: 'Hello\n.leading dot' });
    const m = smtp.mails[before]!;
    expect(m.secure).toBe(true);
    expect(m.user).toBe('mailer');
    expect(m.from).toBe('hello@variegata.test');
    expect(m.to).toEqual(['rosa@example.com']);
    expect(m.data).toContain('From: Variegata <hello@variegata.test>\r\n');
    expect(m.data).toContain('Subject: Test\r\n');
    // The leading dot was stuffed on the wire and arrives intact.
    expect(m.data).toContain('\r\n\r\nHello\r\n.leading dot');
  });

  it('keeps headers on one line each and encodes non-ASCII subject and body', async () => {
    const before = smtp.mails.length;
    await sendSmtp(url(), { from: 'V <v@x.test>', to: 'b@x.test', subject: 'Hi\r\nBcc: evil@x.test', text: 'line' });
    await sendSmtp(url(), { from: 'v@x.test', to: 'b@x.test', subject: 'Variegata 🌿', text: 'Grüße' });
    const [injected, utf] = smtp.mails.slice(before);
    expect(injected!.data).not.toMatch(/\r\nBcc:/i);
    expect(injected!.to).toEqual(['b@x.test']);
    expect(utf!.data).toMatch(/\r\nSubject: =\?UTF-8\?[BQ]\?/);
    expect(utf!.data).not.toContain('🌿');
    expect(utf!.data).toContain('Content-Transfer-Encoding: quoted-printable');
    expect(utf!.data).toContain('Gr=C3=BC=C3=9Fe');
  });

  it('sends over implicit TLS for smtps URLs', async () => {
    await sendSmtp(`smtps://mailer:s3cret@127.0.0.1:${implicitTls.port}${trustTestCertificate}`, { from: 'a@x.test', to: 'b@x.test', subject: 's', text: 't' });
    expect(implicitTls.mails.at(-1)).toMatchObject({ secure: true, user: 'mailer', to: ['b@x.test'] });
  });

  it('reports the server\'s refusal (bad credentials, unknown recipient)', async () => {
    await expect(sendSmtp(url('mailer:wrong'), { from: 'a@x.test', to: 'b@x.test', subject: 's', text: 't' })).rejects.toThrow(/535/);
    await expect(sendSmtp(url(), { from: 'a@x.test', to: 'refuse@x.test', subject: 's', text: 't' })).rejects.toThrow(/550/);
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
      for (let i = 0; i < 250 && smtp.mails.length < before + 2; i += 1) await new Promise((r) => setTimeout(r, 20));
      const sent = smtp.mails.slice(before);
      expect(sent.map((m) => m.to)).toEqual([['smtp.user@example.com'], ['smtp.user@example.com']]);
      expect(sent.every((m) => m.from === 'hello@variegata.test' && m.data.includes('Subject: Verify your email address\r\n'))).toBe(true);
      // Each outbox email's own verification token was delivered (the body travels quoted-printable).
      const tokens = twin.outbox().map((mail) => /Verification token: (\S+)/.exec(mail.body)?.[1]);
      expect(new Set(tokens).size).toBe(2);
      for (const token of tokens) expect(sent.filter((m) => m.data.includes(token!))).toHaveLength(1);
    } finally {
      await twin.close();
    }
  });
});
