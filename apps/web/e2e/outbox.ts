/** Reads the sandbox mail outbox (verification and password reset links) from its JSON view. */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

export async function outboxFor(indexUrl: string, to: string): Promise<OutboxMail[]> {
  const response = await fetch(`${indexUrl}/outbox.json`);
  const body = (await response.json()) as { messages: OutboxMail[] };
  return body.messages.filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

/** The first link in the newest mail to `to` whose URL contains `pathPart`. */
export async function linkFromOutbox(indexUrl: string, to: string, pathPart: string): Promise<string> {
  for (const mail of await outboxFor(indexUrl, to)) {
    const match = mail.text.match(new RegExp(`https?://[^\\s"'<>]*${pathPart.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s"'<>]*`));
    if (match) return match[0];
  }
  throw new Error(`No mail to ${to} with a link containing ${pathPart}`);
}
