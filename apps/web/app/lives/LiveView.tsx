import { Link } from '@remix-run/react';
import { AppDownloadModal } from '@variegata/ui/AppDownloadModal';
import { Avatar } from '@variegata/ui/Avatar';
import { Badge } from '@variegata/ui/Badge';
import { useMemo, useState } from 'react';
import type { CardData } from '~/listing-cards/card-data';
import { ListingGrid } from '~/listing-cards/ListingGrid';
import { BLOCKED_TEXT, LIVE_STATE_LABELS, MUTED_TEXT } from '~/lives/live-view';
import type { LivePageData, LiveLine } from '~/lives/lives.server';
import { SEARCH_FAILED_MESSAGE } from '~/search/search-config';
import { APP_STORE_URL, CALIFORNIA_DISCLAIMER, PLAY_STORE_URL } from '~/shell/config';
import { LiveStatePill } from './LiveStatePill';

const JOIN_LABEL = { upcoming: 'Get a reminder in the app', running: 'Join the live in the app', ended: 'Watch more lives in the app' } as const;

function Lines({ lines, empty, label }: { lines: readonly LiveLine[]; empty: string; label: string }) {
  if (lines.length === 0) return <p className="lv-empty">{empty}</p>;
  return (
    <ol className="lv-lines" aria-label={label}>
      {lines.map((l) => (
        <li key={l.key} className={l.fromHost ? 'lv-line lv-line--host' : 'lv-line'}>
          <span className="lv-line__author">{l.author}{l.fromHost ? <span className="lv-line__tag">Host</span> : null}</span>
          <span className="lv-line__text">{l.text}</span>
          <span className="lv-line__time">{l.time}</span>
        </li>
      ))}
    </ol>
  );
}

/** LivePage's content: the stage (host, guest, note, state, join), the live's listings, and the read-only side panel. */
export function LiveView({ live, now }: { live: LivePageData; now: number }) {
  const [joinOpen, setJoinOpen] = useState(false);
  // One marker per page's data (a new function on every render would re-render the card groups).
  const soldMarker = useMemo(() => {
    const sold = new Set((live.listings ?? []).filter((card) => card.sold).map((card) => card.id));
    return (card: CardData) => (sold.has(card.id) ? <span className="lv-sold">Sold in this live</span> : null);
  }, [live.listings]);
  const { host, guest, viewer } = live;
  return (
    <div className="lv-page">
      <section className={`lv-stage lv-stage--${live.state}`} aria-label="Live sale">
        <div className="lv-stage__top">
          <LiveStatePill state={live.state} label={LIVE_STATE_LABELS[live.state]} />
          <span className="lv-stage__when">{live.when}</span>
        </div>
        <p className="lv-stage__note">{live.note || 'Live sale'}</p>
        <div className="lv-people">
          <div className="lv-person">
            <Avatar name={host.name} src={host.avatarUrl} size={60} decorative />
            <div>
              <span className="lv-person__role">Host</span>
              <span className="lv-person__name">
                {host.href ? <Link to={host.href}>{host.name}</Link> : host.name}
                {host.verified ? <Badge variant="verified" size="sm" /> : null}
              </span>
            </div>
          </div>
          {guest ? (
            <div className="lv-person">
              <Avatar name={guest.name} size={40} decorative />
              <div>
                <span className="lv-person__role">Guest</span>
                <span className="lv-person__name">{guest.href ? <Link to={guest.href}>{guest.name}</Link> : guest.name}</span>
              </div>
            </div>
          ) : null}
        </div>
        <p className="lv-stage__facts">
          {live.listingCount} {live.listingCount === 1 ? 'plant' : 'plants'} · {live.soldCount} sold
        </p>
        {viewer.blocked ? (
          <p className="lv-notice lv-notice--blocked" role="alert">{BLOCKED_TEXT}</p>
        ) : (
          <div className="lv-stage__actions">
            <button type="button" className="vg-button vg-button--primary vg-button--lg" onClick={() => setJoinOpen(true)}>
              {JOIN_LABEL[live.state]}
            </button>
            <span className="lv-stage__hint">Watching, chatting and bidding happen in the Variegata app.</span>
          </div>
        )}
      </section>

      <div className="columns lv-columns">
        <section className="columns-main" aria-labelledby="lv-plants">
          <h2 id="lv-plants" className="lv-title">Plants in this live</h2>
          {live.listings === null ? (
            <p className="search-message search-message--error" role="alert">{SEARCH_FAILED_MESSAGE}</p>
          ) : live.listings.length === 0 ? (
            <p className="lv-empty">The host has not added plants to this live yet.</p>
          ) : (
            <ListingGrid
              listings={live.listings}
              now={now}
              favorites={live.favorites}
              className="lv-grid"
              marker={soldMarker}
            />
          )}
        </section>
        <aside className="columns-side lv-side" aria-label="Chat and bids">
          {viewer.blocked ? (
            <p className="lv-notice lv-notice--blocked">{BLOCKED_TEXT}</p>
          ) : (
            <>
              {live.pinned ? (
                <section className="lv-pinned" aria-label="Pinned message">
                  <span className="lv-pinned__label">
                    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
                      <path d="M15 3l6 6-3 1-4 4 1 5-2 2-4-4-5 5-1-1 5-5-4-4 2-2 5 1 4-4z" fill="currentColor" />
                    </svg>
                    Pinned by {live.pinned.author}
                  </span>
                  <p>{live.pinned.text}</p>
                </section>
              ) : null}
              {viewer.muted ? <p className="lv-notice lv-notice--muted" role="status">{MUTED_TEXT}</p> : null}
              <section className="lv-panel" aria-labelledby="lv-bids">
                <h2 id="lv-bids" className="lv-panel__title">Latest bids</h2>
                <Lines lines={live.bids} empty="No bids yet." label="Bids" />
              </section>
              <section className="lv-panel" aria-labelledby="lv-chat">
                <h2 id="lv-chat" className="lv-panel__title">Chat</h2>
                <Lines lines={live.chat} empty={live.state === 'upcoming' ? 'The chat opens when the live starts.' : 'No messages yet.'} label="Chat messages" />
                <p className="lv-panel__foot">The chat is read-only on the web.</p>
              </section>
            </>
          )}
        </aside>
      </div>
      <AppDownloadModal open={joinOpen} onClose={() => setJoinOpen(false)} title="Join the live in the app" appStoreHref={APP_STORE_URL} googlePlayHref={PLAY_STORE_URL} disclaimer={CALIFORNIA_DISCLAIMER}>
        <p>Live sales are watched, chatted in and bid on in the Variegata app. Download it to join {host.name}&apos;s live.</p>
      </AppDownloadModal>
    </div>
  );
}
