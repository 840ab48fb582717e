/**
 * The site's own emails (auction notices, newsletter confirmations, messages from the site rather
 * than from the marketplace's built-in notifications), sent with nodemailer over SMTP_URL: a mail
 * provider in production, the sandbox's inbox offline (every email then shows in the sandbox
 * outbox). Without SMTP_URL an email is only logged. Sending never throws: a failure is logged and
 * answered `false`, so the user's action that caused the email is never undone by it.
 */
import { createTransport, type Transporter } from 'nodemailer';
import { serverEnv } from './env.server';

export interface SiteMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** What the email is about (e.g. `auction-outbid`), kept with it in the sandbox outbox. */
  readonly kind?: string;
}

/** Connection, greeting and idle socket limits (nodemailer's own are minutes long). */
const TIMEOUT_MS = 10_000;

let transport: { url: string; transporter: Transporter } | undefined;

function transporterFor(url: string): Transporter {
  if (transport?.url !== url) {
    // Pooled: a busy auction's outbid mails reuse a few connections instead of one each.
    transport = { url, transporter: createTransport({ url, pool: true, maxConnections: 3, connectionTimeout: TIMEOUT_MS, greetingTimeout: TIMEOUT_MS, socketTimeout: TIMEOUT_MS }) };
  }
  return transport.transporter;
}

/** Sends `mail`; true once the mail server took it, false when it is only logged or sending failed. */
export async function sendMail(mail: SiteMail): Promise<boolean> {
  const env = serverEnv();
  if (!env.SMTP_URL) {
    console.info(JSON.stringify({ mail: mail.kind ?? 'site', to: mail.to, subject: mail.subject, sent: false }));
    return false;
  }
  try {
    await transporterFor(env.SMTP_URL).sendMail({
      from: env.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.kind ? { headers: { 'X-Variegata-Kind': mail.kind } } : {}),
    });
    return true;
  } catch (error) {
    console.error(JSON.stringify({ mail: mail.kind ?? 'site', to: mail.to, failed: error instanceof Error ? error.message : String(error) }));
    return false;
  }
}
