/** The site's mail sender as the auction mails use it. */
import type { SendMail } from './auction-mail-send.server';

// Until the site's mail module is on main: the mails are written to the log.
export const siteSendMail: SendMail = async (mail) => {
  console.log(`[auction mail] to ${mail.to}: ${mail.subject}`);
};
