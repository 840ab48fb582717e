/**
 * Order emails (Sharetribe's process notifications): written to the outbox, and to SMTP when
 * configured, after a transition is committed. Purchase: the customer's confirmation and the
 * provider's new-order email; shipped: the customer; received: the provider; canceled or expired:
 * the customer. Removed (deleted or banned) users get nothing. Like Sharetribe's built-in "new
 * message" notification, a message sent in a transaction is emailed to the other party.
 */
import type { App } from './http-context';
import { getListing } from './listings-model';
import { sendEmail } from './outbox';
import type { TxRow } from './transactions-model';
import { displayNameOf, getUser, type UserRow } from './users-model';
import { bareTransition } from './transition-names';

type Role = 'customer' | 'provider';
interface Notice { to: Role; kind: string; subject: (title: string) => string; body: (title: string, link: string) => string }

const purchased: Notice[] = [
  { to: 'customer', kind: 'order-confirmed', subject: (t) => `Order confirmed: ${t}`, body: (t, l) => `Thank you for your order of ${t}. The seller will ship it soon.\nOrder details: ${l}` },
  { to: 'provider', kind: 'new-order', subject: (t) => `New order: ${t}`, body: (t, l) => `You have a new order for ${t}. Please ship it and mark it shipped.\nSale details: ${l}` },
];
const received: Notice[] = [
  { to: 'provider', kind: 'order-received', subject: (t) => `Order received: ${t}`, body: (t, l) => `The buyer has received ${t}.\nSale details: ${l}` },
];
const canceled: Notice[] = [
  { to: 'customer', kind: 'order-canceled', subject: (t) => `Order canceled: ${t}`, body: (t, l) => `Your order of ${t} was canceled and the payment refunded.\nOrder details: ${l}` },
  { to: 'provider', kind: 'sale-canceled', subject: (t) => `Sale canceled: ${t}`, body: (t, l) => `The sale of ${t} was canceled.\nSale details: ${l}` },
];

export const NOTIFICATIONS: Readonly<Record<string, readonly Notice[]>> = {
  'confirm-payment': purchased,
  'auto-payment': purchased,
  'force-payment': purchased,
  'mark-delivered': [
    { to: 'customer', kind: 'order-shipped', subject: (t) => `Your order has shipped: ${t}`, body: (t, l) => `Good news: ${t} is on its way.\nOrder details: ${l}` },
  ],
  'mark-received': received,
  'mark-received-from-purchased': received,
  'auto-mark-received': received,
  'expire-payment': [
    { to: 'customer', kind: 'payment-expired', subject: (t) => `Payment expired: ${t}`, body: (t, l) => `The payment for ${t} was not completed within 15 minutes, so the order expired.\nOrder details: ${l}` },
  ],
  cancel: canceled,
  'auto-cancel': canceled,
  'cancel-from-disputed': canceled,
  'auto-cancel-from-disputed': canceled,
};

const recipient = (u: UserRow | undefined): u is UserRow => !!u && !u.deleted && !u.banned;

export function notifyTransition(app: App, tx: TxRow, transition: string): void {
  const notices = NOTIFICATIONS[bareTransition(transition)];
  if (!notices) return;
  const title = getListing(app, tx.listing_id)?.title ?? 'your plant';
  for (const n of notices) {
    const user = getUser(app, n.to === 'customer' ? tx.customer_id : tx.provider_id);
    if (!recipient(user)) continue;
    const link = `${app.config.siteUrl}/${n.to === 'customer' ? 'order' : 'sale'}/${tx.id}/details`;
    sendEmail(app, { to: user.email, kind: n.kind, subject: n.subject(title), body: `Hi ${user.first_name},\n\n${n.body(title, link)}` });
  }
}

/** Sharetribe's built-in new-message email: the other party of the transaction gets the message and a link to it. */
export function notifyNewMessage(app: App, tx: TxRow, senderId: string, content: string): void {
  const to: Role = senderId === tx.customer_id ? 'provider' : 'customer';
  const user = getUser(app, to === 'customer' ? tx.customer_id : tx.provider_id);
  const sender = getUser(app, senderId);
  if (!recipient(user)) return;
  const title = getListing(app, tx.listing_id)?.title ?? 'your plant';
  const from = recipient(sender) ? displayNameOf(sender) : 'A user';
  const link = `${app.config.siteUrl}/${to === 'customer' ? 'order' : 'sale'}/${tx.id}/details`;
  sendEmail(app, {
    to: user.email,
    kind: 'new-message',
    subject: `New message from ${from}: ${title}`,
    body: `Hi ${user.first_name},\n\n${from} sent you a message about ${title}:\n\n${content}\n\nReply: ${link}`,
  });
}
