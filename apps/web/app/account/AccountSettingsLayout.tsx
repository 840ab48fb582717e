import type { ReactNode } from 'react';
import { Page } from '~/shell/Page';
import { TabBar } from '~/shell/TabBar';

/** Account-settings navigation: four tabs (spec 1 §2.1). */
export const ACCOUNT_TABS = [
  { to: '/account/contact-details', label: 'Contact details' },
  { to: '/account/change-password', label: 'Password' },
  { to: '/account/payments', label: 'Payments', nested: true },
  { to: '/account/payment-methods', label: 'Payment methods' },
] as const;

export function AccountSettingsLayout({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Page title="Account settings" className="page--account">
      <TabBar label="Account settings" tabs={ACCOUNT_TABS} />
      <section className="account-panel" aria-labelledby="account-panel-title">
        <h2 id="account-panel-title" className="section-title">{title}</h2>
        {children}
      </section>
    </Page>
  );
}
