import { Link as RemixLink } from '@remix-run/react';
import { LinkProvider } from '@variegata/ui/Link';
import { Pagination } from '@variegata/ui/Pagination';
import type { LiveRow } from '~/lives/live-view';
import { LiveStatePill } from './LiveStatePill';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The seller's lives as cards, newest first, each linking to its live page; pages like ManageListings. */
export function MyLivesList({ lives, page, totalPages }: { lives: readonly LiveRow[]; page: number; totalPages: number }) {
  return (
    <LinkProvider render={({ href, ref, ...rest }) => <RemixLink to={href} ref={ref} {...rest} />}>
      <ul className="lv-list">
        {lives.map((l) => (
          <li key={l.liveId} className={`lv-row lv-row--${l.state}`} data-live-id={l.liveId}>
            <div className="lv-row__head">
              <LiveStatePill state={l.state} label={l.stateLabel} />
              <time className="lv-row__when" dateTime={l.startsAt}>{l.when}</time>
            </div>
            <p className="lv-row__note">
              <RemixLink to={l.href}>{l.note || 'Live sale'}</RemixLink>
            </p>
            <p className="lv-row__facts">
              <span>{plural(l.listingCount, 'listing', 'listings')}</span>
              <span>{l.soldCount} sold</span>
            </p>
            <RemixLink to={l.href} className="vg-button vg-button--secondary vg-button--sm lv-row__open" aria-label={`Open live: ${l.note || l.liveId}`}>
              {l.state === 'ended' ? 'View' : 'Open'}
            </RemixLink>
          </li>
        ))}
      </ul>
      {totalPages > 1 ? <Pagination page={page} totalPages={totalPages} hrefFor={(p) => (p === 1 ? '/my-lives' : `/my-lives?page=${p}`)} /> : null}
    </LinkProvider>
  );
}
