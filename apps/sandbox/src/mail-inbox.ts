/**
 * The sandbox's mail inbox: a local SMTP server (smtp-server) that takes the site's own emails
 * (auction notices, newsletter confirmations and the like) and writes each one into the
 * marketplace twin's outbox, where the sandbox index page and the tests read every email. The
 * site sends to it over SMTP exactly as it would to a real mail provider (SMTP_URL), so nothing
 * reaches the internet offline. Loopback only, no authentication.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface InboxEmail { to: string; subject: string; body: string; kind: string }

export interface RunningMailInbox {
  /** smtp://host:port, what the site gets as SMTP_URL. */
  url: string;
  close(): Promise<void>;
}

/** Largest email accepted (the site's mails are short texts). */
const MAX_BYTES = 1024 * 1024;

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value.map((a) => a.address ?? '')).filter(Boolean);

/** Starts the inbox on `host`:`port` (0: any free port); `deliver` is called once per recipient. */
export async function startMailInbox(host: string, port: number, deliver: (email: InboxEmail) => void): Promise<RunningMailInbox> {
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_BYTES,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const recipients = addressesOf(mail.to);
          const to = recipients.length ? recipients : session.envelope.rcptTo.map((r) => r.address);
          const kindHeader = mail.headers.get('x-variegata-kind');
          const kind = typeof kindHeader === 'string' && kindHeader ? kindHeader : 'site';
          for (const address of to) deliver({ to: address, subject: mail.subject ?? '', body: (mail.text ?? '').replace(/\r?\n$/, ''), kind });
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://${host}:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
