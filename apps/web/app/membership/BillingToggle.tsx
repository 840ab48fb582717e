import { Link } from '@remix-run/react';
import type { BillingPeriod } from '@variegata/membership/plans';

/**
 * Monthly / yearly billing (spec 1 §2.4): two links that set `billing` in the URL, so the choice
 * works without JavaScript and survives a reload. Yearly is the default and labelled best value.
 */
export function BillingToggle({ period, fromUrl }: { period: BillingPeriod; fromUrl: string }) {
  const href = (value: BillingPeriod) => {
    const query = new URLSearchParams({ billing: value });
    if (fromUrl) query.set('from', fromUrl);
    return `?${query.toString()}`;
  };
  const option = (value: BillingPeriod, label: string, extra?: JSX.Element) => (
    <Link
      to={href(value)}
      replace
      preventScrollReset
      className={`mp-toggle__option${period === value ? ' mp-toggle__option--selected' : ''}`}
      aria-current={period === value ? 'true' : undefined}
    >
      {label}
      {extra}
    </Link>
  );
  return (
    <div className="mp-toggle" role="group" aria-label="Billing period">
      {option('monthly', 'Monthly')}
      {option('yearly', 'Yearly', <span className="mp-toggle__best">Best value</span>)}
    </div>
  );
}
