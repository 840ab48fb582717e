import { Link, NavLink, useLoaderData } from '@remix-run/react';
import { EmptyState } from '@variegata/ui/EmptyState';
import { Pagination } from '@variegata/ui/Pagination';
import type { InboxFilter } from '@variegata/transaction-process/inbox';
import { Page } from '~/shell/Page';
import { formatDay } from '~/orders/status';
import type { InboxData } from './inbox.server';

const FILTER_LABELS: Readonly<Record<InboxFilter, string>> = { all: 'All', 'waiting-for-shipping': 'Waiting for shipping', 'shipping-done': 'Shipping done' };

const query = (filter: InboxFilter, page: number) => {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('filter', filter);
  if (page > 1) params.set('page', String(page));
  const s = params.toString();
  return s ? `?${s}` : '?';
};

export function InboxPage() {
  const inbox = useLoaderData<InboxData>();
  const noun = inbox.tab === 'orders' ? 'orders' : 'sales';
  return (
    <Page title="Inbox" className="page--with-sidebar inbox-page">
      <nav className="tab-bar" aria-label="Inbox">
        <NavLink to="/inbox/orders" className="tab">Orders</NavLink>
        <NavLink to="/inbox/sales" className="tab">Sales</NavLink>
      </nav>
      <nav className="inbox-filters" aria-label="Filter">
        {(Object.keys(FILTER_LABELS) as InboxFilter[]).map((f) => (
          <Link key={f} to={query(f, 1)} className="inbox-filter" aria-current={f === inbox.filter ? 'page' : undefined}>{FILTER_LABELS[f]}</Link>
        ))}
      </nav>
      {inbox.rows.length === 0 ? (
        <EmptyState title={`No ${noun} here yet`} description={inbox.tab === 'orders' ? 'Plants you buy or ask about appear here.' : 'Plants you sell appear here.'} />
      ) : (
        <ul className="inbox-list" aria-label={inbox.tab === 'orders' ? 'Orders' : 'Sales'}>
          {inbox.rows.map((row) => (
            <li key={row.id}>
              <Link to={row.href} className="inbox-row">
                {row.imageUrl ? <img src={row.imageUrl} alt="" className="inbox-row__image" /> : <span className="inbox-row__image" aria-hidden="true" />}
                <span className="inbox-row__body">
                  <span className="inbox-row__title">{row.title}</span>
                  <span className="inbox-row__who">{row.counterpart}</span>
                </span>
                <span className="inbox-row__side">
                  <span className={row.needsAction ? 'inbox-row__state inbox-row__state--action' : 'inbox-row__state'}>{row.state}</span>
                  <span className="inbox-row__date"><time dateTime={row.at}>{formatDay(row.at)}</time></span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {inbox.totalPages > 1 ? <Pagination page={inbox.page} totalPages={inbox.totalPages} hrefFor={(p) => query(inbox.filter, p)} label={`${noun} pages`} /> : null}
    </Page>
  );
}
