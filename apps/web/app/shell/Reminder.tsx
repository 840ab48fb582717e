import { Button } from '@variegata/ui/Button';
import { Banner } from '@variegata/ui/Banner';
import type { ReminderKind } from '~/shell/banners';
import { useDismissed } from '~/shell/ui-store';
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

/** The missing-information reminder; closing marks it seen (a POST, so it works without JavaScript). */
export function Reminder({ kind, email }: { kind: ReminderKind; email: string }) {
  if (useDismissed('reminder')) return null;
  const text = content[kind];
  return (
    <Banner
      tone="warning"
      layout="page"
      title={text.title}
      className="reminder"
      actions={
        <>
          <Button href={text.to} size="sm">{text.action}</Button>
          <PreferenceForm intent="close-reminder" value={kind} notice="reminder">
            <Button type="submit" variant="ghost" size="sm">Close</Button>
          </PreferenceForm>
        </>
      }
    >
      {text.body(email)}
    </Banner>
  );
}
