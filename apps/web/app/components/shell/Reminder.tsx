import { Link } from '@remix-run/react';
import type { ReminderKind } from '~/lib/shell-banners';
import { useDismissed } from '~/lib/shell-ui-store';
import { PreferenceForm } from './PreferenceForm';

const content: Record<ReminderKind, { title: string; body: (email: string) => string; to: string; action: string }> = {
  'email-verification': {
    title: 'Please verify your email address',
    body: (email) => `We sent a verification link to ${email || 'your email address'}. Verify it to keep buying and selling.`,
    to: '/account/contact-details',
    action: 'Check your email address',
  },
  'payout-account': {
    title: 'Add your payout details',
    body: () => 'Buyers cannot purchase your listings until you tell us where to send your money.',
    to: '/account/payments',
    action: 'Add payout details',
  },
};

/** The missing-information reminder; closing marks it seen. */
export function Reminder({ kind, email }: { kind: ReminderKind; email: string }) {
  if (useDismissed('reminder')) return null;
  const text = content[kind];
  return (
    <section className="reminder" role="status" aria-label={text.title}>
      <div className="reminder-inner">
        <div>
          <strong>{text.title}</strong>
          <p>{text.body(email)}</p>
        </div>
        <Link to={text.to} className="button button--primary button--small">{text.action}</Link>
        <PreferenceForm intent="close-reminder" value={kind} notice="reminder">
          <button type="submit" className="icon-button" aria-label="Close reminder">×</button>
        </PreferenceForm>
      </div>
    </section>
  );
}
