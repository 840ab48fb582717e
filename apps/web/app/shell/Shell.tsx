import { useSearchParams } from '@remix-run/react';
import { SkipLink } from '@variegata/ui/Layout';
import type { ReactNode } from 'react';
import { openModal } from '~/shell/modals';
import type { ShellData } from '~/shell/root-data';
import { CookieNotice } from './CookieNotice';
import { intentGate } from './hydration-gate';
import { TopBar } from './TopBar';
import { loadWhenRendered, whenInMarkup } from './load-when-rendered';

// The shell's modals are closed on nearly every page view: their code loads when one opens.

// Banners only some visitors get (members with something to finish, a limited session): other
// visitors' pages do without their code.
const Reminder = loadWhenRendered(() => import('./Reminder').then((m) => m.Reminder), whenInMarkup('reminder'));
const LimitedAccessBanner = loadWhenRendered(() => import('./LimitedAccessBanner').then((m) => m.LimitedAccessBanner), whenInMarkup('limited-access'));
// The Android app banner is a link and a close button: its code (1 KB) comes when the visitor reaches
// for it, and a press on the close button before then is held and replayed.
const SmartBanner = loadWhenRendered(() => import('./SmartBanner').then((m) => m.SmartBanner), { hydrateWhen: intentGate });
const MobileMenu = loadWhenRendered(() => import('./MobileMenu').then((m) => m.MobileMenu));
const MobileSearch = loadWhenRendered(() => import('./MobileSearch').then((m) => m.MobileSearch));
const AppDownloadModal = loadWhenRendered(() => import('./AppDownloadModal').then((m) => m.AppDownloadModal));
// Below every page, only links: they work as plain HTML until the visitor reaches for them (pointer,
// focus), when its code comes and they navigate in the page; being in view (a short page) is not enough.
const Footer = loadWhenRendered(() => import('./Footer').then((m) => m.Footer), { hydrateWhen: intentGate });

/** The page shell around every page: banners, top bar, the page, footer, notices and modals. */
export function Shell({ shell, children }: { shell: ShellData; children: ReactNode }) {
  const [params] = useSearchParams();
  const modal = openModal(params);
  return (
    <div className="shell">
      <SkipLink href="#main" />
      {shell.smartBanner ? <SmartBanner /> : null}
      {shell.limitedAccess ? <LimitedAccessBanner user={shell.user} /> : null}
      <TopBar shell={shell} />
      {shell.reminder ? <Reminder kind={shell.reminder} email={shell.user?.email ?? ''} /> : null}
      <div className="shell-content">{children}</div>
      <Footer />
      {shell.cookieNotice ? <CookieNotice /> : null}
      {modal === 'mobilemenu' ? <MobileMenu shell={shell} /> : null}
      {modal === 'mobilesearch' ? <MobileSearch /> : null}
      {modal === 'plantpay' || modal === 'klarna' ? <AppDownloadModal param={modal} /> : null}
    </div>
  );
}
