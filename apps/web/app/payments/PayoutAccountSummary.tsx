import { Link } from '@remix-run/react';
import { INSTANT_PAYOUT_MIN_AVERAGE, INSTANT_PAYOUT_MIN_REVIEWS } from '@variegata/membership/instant-payout';
import type { BankAccountOnFile } from './account-status';
import { instantPayoutMissingText, type InstantPayoutView } from './instant-payout';

/** The bank account on file (masked) and whether instant payout applies, with what is missing. */
export function PayoutAccountSummary({ bank, country, instant }: { bank: BankAccountOnFile | null; country: string | null; instant: InstantPayoutView | null }) {
  return (
    <div className="po-summary">
      <section className="po-tile" aria-labelledby="po-bank-title">
        <h3 id="po-bank-title" className="po-tile__title">
          Bank account on file
        </h3>
        {bank ? (
          <div className="po-bank-on-file">
            <svg className="po-bank-on-file__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
              <path d="M3 9l9-5 9 5v1H3z" fill="currentColor" />
              <path d="M5 11h2v7H5zM11 11h2v7h-2zM17 11h2v7h-2zM3 19h18v2H3z" fill="currentColor" />
            </svg>
            <div>
              <p className="po-bank-on-file__number">
                <span className="vg-visually-hidden">Account ending in </span>
                <span aria-hidden="true">{bank.masked}</span>
                <span className="vg-visually-hidden">{bank.masked.slice(-4)}</span>
              </p>
              <p className="po-muted">
                {[bank.bankName, bank.currency, country].filter(Boolean).join(' · ')}
              </p>
            </div>
          </div>
        ) : (
          <p className="po-muted">No bank account yet. The verification adds it.</p>
        )}
      </section>
      <section className="po-tile" aria-labelledby="po-instant-title">
        <h3 id="po-instant-title" className="po-tile__title">
          Instant payout
        </h3>
        {instant === null ? (
          <p className="po-muted">Your reviews could not be loaded, so instant payout cannot be checked right now.</p>
        ) : instant.eligible ? (
          <p>
            <strong className="po-yes">Instant payout is on.</strong> Your money is sent as soon as an order completes.
          </p>
        ) : (
          <>
            <p>
              <strong>Not yet.</strong> Instant payout is for Premium members with at least {INSTANT_PAYOUT_MIN_REVIEWS} reviews averaging {INSTANT_PAYOUT_MIN_AVERAGE.toFixed(1)} or more.
              {' '}You have {instant.reviewCount} {instant.reviewCount === 1 ? 'review' : 'reviews'}
              {instant.average ? `, averaging ${instant.average}` : ''}. Still needed:
            </p>
            <ul className="po-missing">
              {instant.missing.map((m) => (
                <li key={m.kind}>
                  {instantPayoutMissingText(m)}
                  {m.kind === 'plan' ? (
                    <>
                      {' '}
                      <Link to="/membership">See the plans</Link>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
