/**
 * A small SMTP client over node:net / node:tls (no dependency): EHLO, optional AUTH PLAIN,
 * MAIL FROM, RCPT TO, DATA, QUIT. `smtp://user:pass@host:port` (default port 25) or
 * `smtps://...` (implicit TLS, default 465). Emails stay in the outbox table; `smtpMailer` is the
 * twin's `mailer` that also hands each one to the SMTP server.
 */
import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { randomBytes } from 'node:crypto';
import type { OutgoingEmail } from './http-context';

export interface SmtpMessage { from: string; to: string; subject: string; text: string }

export interface SmtpTarget { host: string; port: number; secure: boolean; user?: string; pass?: string }

export function parseSmtpUrl(url: string): SmtpTarget {
  const u = new URL(url);
  if (u.protocol !== 'smtp:' && u.protocol !== 'smtps:') throw new Error(`Unsupported mail URL protocol: ${u.protocol}`);
  const secure = u.protocol === 'smtps:';
  return {
    host: u.hostname.replace(/^\[|\]$/g, ''),
    port: u.port ? Number(u.port) : secure ? 465 : 25,
    secure,
    ...(u.username ? { user: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { pass: decodeURIComponent(u.password) } : {}),
  };
}

/** The bare address of `Name <a@b>` or `a@b`; throws on anything that could inject SMTP commands. */
export function envelopeAddress(value: string): string {
  const m = /<([^<>]*)>\s*$/.exec(value);
  const addr = (m ? m[1]! : value).trim();
  if (!/^[^\s<>@,;:"]+@[^\s<>@,;:"]+$/.test(addr)) throw new Error(`Invalid email address: ${JSON.stringify(value)}`);
  return addr;
}

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ');

function encodeHeader(value: string): string {
  const v = oneLine(value);
  return /^[\x20-\x7e]*$/.test(v) ? v : `=?UTF-8?B?${Buffer.from(v, 'utf8').toString('base64')}?=`;
}

/** RFC 5322 message text with CRLF line endings (not yet dot-stuffed). */
export function formatMessage(m: SmtpMessage, now = new Date()): string {
  const ascii = /^[\x00-\x7f]*$/.test(m.text);
  const body = ascii
    ? m.text.replace(/\r?\n/g, '\r\n')
    : (Buffer.from(m.text, 'utf8').toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');
  const domain = envelopeAddress(m.from).split('@')[1] ?? 'localhost';
  return [
    `From: ${encodeHeader(m.from)}`,
    `To: ${encodeHeader(m.to)}`,
    `Subject: ${encodeHeader(m.subject)}`,
    `Date: ${now.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    `Content-Transfer-Encoding: ${ascii ? '7bit' : 'base64'}`,
    '',
    body,
  ].join('\r\n');
}

/** Lines starting with "." get another "." (RFC 5321 §4.5.2). */
export function dotStuff(text: string): string {
  return text.split('\r\n').map((l) => (l.startsWith('.') ? `.${l}` : l)).join('\r\n');
}

class SmtpConversation {
  private buffer = '';
  private lines: string[] = [];
  private waiter: (() => void) | null = null;
  private failure: Error | null = null;

  constructor(private readonly socket: Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      let i: number;
      while ((i = this.buffer.indexOf('\n')) >= 0) {
        this.lines.push(this.buffer.slice(0, i).replace(/\r$/, ''));
        this.buffer = this.buffer.slice(i + 1);
      }
      this.wake();
    });
    socket.on('error', (e) => { this.failure = e; this.wake(); });
    socket.on('close', () => { this.failure ??= new Error('SMTP connection closed'); this.wake(); });
  }

  private wake(): void {
    const w = this.waiter;
    this.waiter = null;
    w?.();
  }

  /** One (possibly multi-line) reply: `250-a`, `250-b`, `250 c`. */
  async reply(): Promise<{ code: number; text: string }> {
    const collected: string[] = [];
    for (;;) {
      const line = this.lines.shift();
      if (line === undefined) {
        if (this.failure) throw this.failure;
        await new Promise<void>((r) => { this.waiter = r; });
        continue;
      }
      collected.push(line.slice(4));
      if (!/^\d{3}-/.test(line)) return { code: Number(line.slice(0, 3)), text: collected.join('\n') };
    }
  }

  async expect(ok: number[], what: string): Promise<string> {
    const r = await this.reply();
    if (!ok.includes(r.code)) throw new Error(`SMTP ${what} failed: ${r.code} ${r.text}`);
    return r.text;
  }

  async command(line: string, ok: number[], what = line.split(' ')[0] ?? line): Promise<string> {
    this.socket.write(`${line}\r\n`);
    return this.expect(ok, what);
  }

  write(data: string): void {
    this.socket.write(data);
  }
}

export async function sendSmtp(target: SmtpTarget | string, message: SmtpMessage, options: { timeoutMs?: number; heloName?: string } = {}): Promise<void> {
  const t = typeof target === 'string' ? parseSmtpUrl(target) : target;
  const from = envelopeAddress(message.from);
  const to = envelopeAddress(message.to);
  const socket = await new Promise<Socket>((resolve, reject) => {
    const s: Socket = t.secure
      ? tlsConnect({ host: t.host, port: t.port, servername: t.host }, () => resolve(s))
      : netConnect({ host: t.host, port: t.port }, () => resolve(s));
    s.once('error', reject);
  });
  socket.setTimeout(options.timeoutMs ?? 15_000, () => socket.destroy(new Error('SMTP timeout')));
  const smtp = new SmtpConversation(socket);
  try {
    await smtp.expect([220], 'greeting');
    await smtp.command(`EHLO ${options.heloName ?? 'variegata.localhost'}`, [250]);
    if (t.user !== undefined) {
      const token = Buffer.from(`\0${t.user}\0${t.pass ?? ''}`, 'utf8').toString('base64');
      await smtp.command(`AUTH PLAIN ${token}`, [235], 'AUTH');
    }
    await smtp.command(`MAIL FROM:<${from}>`, [250], 'MAIL FROM');
    await smtp.command(`RCPT TO:<${to}>`, [250, 251], 'RCPT TO');
    await smtp.command('DATA', [354]);
    smtp.write(`${dotStuff(formatMessage(message))}\r\n.\r\n`);
    await smtp.expect([250], 'message');
    await smtp.command('QUIT', [221]).catch(() => undefined);
  } finally {
    socket.destroy();
  }
}

/** The twin's `mailer` option: every outbox email also goes to the SMTP server at `url`. */
export function smtpMailer(url: string, from = 'Variegata <hello@variegata.test>'): (email: OutgoingEmail) => Promise<void> {
  const target = parseSmtpUrl(url);
  return (email) => sendSmtp(target, { from, to: email.to, subject: email.subject, text: email.body });
}
