/**
 * Hands outbox emails to an SMTP server with nodemailer. `smtp://user:pass@host:port` (default
 * port 587; STARTTLS whenever the server offers it) or `smtps://...` (implicit TLS, default 465).
 * nodemailer transport options may follow as query parameters (`?requireTLS=true`,
 * `?tls.rejectUnauthorized=false` for a test server's self-signed certificate). Emails stay in the
 * outbox table; `smtpMailer` is the twin's `mailer` that also sends each one over SMTP.
 */
import { createTransport, type Transporter } from 'nodemailer';
import type { OutgoingEmail } from './http-context';

export interface SmtpMessage { from: string; to: string; subject: string; text: string }

/** Connection, greeting and idle socket limit; nodemailer's own defaults are minutes long. */
const TIMEOUT_MS = 15_000;

/** A nodemailer SMTP transport for `url`; anything but an smtp:/smtps: URL throws. */
export function smtpTransport(url: string): Transporter {
  const { protocol } = new URL(url);
  if (protocol !== 'smtp:' && protocol !== 'smtps:') throw new Error(`Unsupported mail URL protocol: ${protocol}`);
  return createTransport({
    url,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
    name: 'variegata.localhost',
  });
}

/** The bare address of `Name <a@b>` or `a@b`; throws on anything that could inject SMTP commands. */
export function envelopeAddress(value: string): string {
  const m = /<([^<>]*)>\s*$/.exec(value);
  const addr = (m ? m[1]! : value).trim();
  if (!/^[^\s<>@,;:"]+@[^\s<>@,;:"]+$/.test(addr)) throw new Error(`Invalid email address: ${JSON.stringify(value)}`);
  return addr;
}

/** Sends one plain-text email; the envelope is checked here, headers are encoded by nodemailer. */
export async function sendSmtp(transport: Transporter | string, message: SmtpMessage): Promise<void> {
  const envelope = { from: envelopeAddress(message.from), to: [envelopeAddress(message.to)] };
  const transporter = typeof transport === 'string' ? smtpTransport(transport) : transport;
  try {
    await transporter.sendMail({ ...message, envelope });
  } finally {
    if (typeof transport === 'string') transporter.close();
  }
}

/** The twin's `mailer` option: every outbox email also goes to the SMTP server at `url`. */
export function smtpMailer(url: string, from = 'Variegata <hello@variegata.test>'): (email: OutgoingEmail) => Promise<void> {
  const transport = smtpTransport(url);
  return (email) => sendSmtp(transport, { from, to: email.to, subject: email.subject, text: email.body });
}
