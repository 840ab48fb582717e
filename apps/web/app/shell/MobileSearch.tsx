import { KeywordSearch } from './KeywordSearch';
import { ShellModal } from './ShellModal';

/** The mobile search modal (?mobilesearch=open, under 768 px only). */
export function MobileSearch() {
  return (
    <ShellModal param="mobilesearch" title="Search" mobileOnly>
      <KeywordSearch id="mobile-keywords" autoFocus />
    </ShellModal>
  );
}
