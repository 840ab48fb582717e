import { useSearchParams } from '@remix-run/react';
import { SkipLink } from '@variegata/ui/Layout';
import type { ReactNode } from 'react';
import { openModal } from '~/shell/modals';
import type { ShellData } from '~/shell/root-data';
import { AppDownloadModal } from './AppDownloadModal';
import { CookieNotice } from './CookieNotice';
import { Footer } from './Footer';
import { LimitedAccessBanner } from './LimitedAccessBanner';
import { MobileMenu } from './MobileMenu';
import { MobileSearch } from './MobileSearch';
import { Reminder } from './Reminder';
import { SmartBanner } from './SmartBanner';
import { TopBar } from './TopBar';

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
