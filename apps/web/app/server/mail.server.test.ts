import { startMailInbox, type InboxEmail, type RunningMailInbox } from '@variegata/sandbox/mail-inbox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

describe('the site mailer over SMTP_URL', () => {
  const received: InboxEmail[] = [];
  let inbox: RunningMailInbox;
  beforeAll(async () => {
    inbox = await startMailInbox('127.0.0.1', 0, (email) => received.push(email));
    vi.stubEnv('SMTP_URL', inbox.url);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await inbox?.close();
  });

  it('hands the email to the mail server with its kind, and says it was sent', async () => {
    const { sendMail } = await import('./mail.server');
    const sent = await sendMail({ to: 'rhea@example.com', subject: 'Your auction ends within the hour', text: 'Monstera albo ends at 18:00.', kind: 'auction-ending' });
    expect(sent).toBe(true);
    expect(received).toEqual([{ to: 'rhea@example.com', subject: 'Your auction ends within the hour', body: 'Monstera albo ends at 18:00.', kind: 'auction-ending' }]);
  });

  it('answers false and logs, never throws, when the mail server is gone', async () => {
    const { sendMail } = await import('./mail.server');
    await inbox.close();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(sendMail({ to: 'rhea@example.com', subject: 'Hi', text: 'Hello' })).resolves.toBe(false);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('"failed"'));
    logged.mockRestore();
  });
});
