import { Link } from '@remix-run/react';
import type { AuctionResultView } from '~/auction/closing-view';

/** The ended auction's result for the viewer: won, sold, ended below reserve, or ended. */
export function AuctionResult({ result }: { result: AuctionResultView }) {
  return (
    <section className={`lp-auction-result lp-auction-result--${result.tone}`} role="status" aria-labelledby="lp-auction-result-title">
      <h2 id="lp-auction-result-title" className="lp-section-title">
        {result.title}
      </h2>
      <p>{result.text}</p>
      {result.link ? (
        <Link className="vg-button vg-button--primary vg-button--sm" to={result.link.href}>
          {result.link.label}
        </Link>
      ) : null}
    </section>
  );
}
