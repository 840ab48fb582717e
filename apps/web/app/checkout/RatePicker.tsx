import type { RateRef, RateView } from './rate-view';
import { sameRate } from './rate-view';

const rateName = (rate: RateView) => (rate.isOwnShipping ? 'Shipped by the seller' : `${rate.provider} ${rate.service}`.trim());

/**
 * The shipping rates (spec 3 §2): one radio per rate; a member-only rate links to the membership
 * page instead. Once chosen, a summary with "Edit shipping", which clears the choice.
 */
export function RatePicker({ rates, chosen, onChoose, onEdit, disabled }: {
  rates: readonly RateView[];
  chosen: RateRef | null;
  onChoose(rate: RateView): void;
  onEdit(): void;
  disabled: boolean;
}) {
  const selected = rates.find((r) => sameRate(r.ref, chosen));
  if (selected) {
    return (
      <div className="co-summary" aria-live="polite">
        <p>
          <strong>{rateName(selected)}</strong> · {selected.amount}
          {selected.duration ? <span className="co-muted"> · {selected.duration}</span> : null}
          {selected.description ? <span className="co-muted co-block">{selected.description}</span> : null}
        </p>
        <button type="button" className="co-link" onClick={onEdit} disabled={disabled}>
          Edit shipping
        </button>
      </div>
    );
  }
  return (
    <fieldset className="co-fieldset co-rates" disabled={disabled}>
      <legend className="vg-visually-hidden">Choose a shipping rate</legend>
      {rates.map((rate) => {
        const id = `co-rate-${rate.ref.objectId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
        if (rate.membershipHref) {
          return (
            <div key={id} className="co-rate co-rate--members">
              <span>
                <strong>{rateName(rate)}</strong> <span className="co-badge">Members</span>
                <span className="co-muted co-block">{rate.description}</span>
              </span>
              <a className="co-link" href={rate.membershipHref}>
                Join to get {rate.amount}
              </a>
            </div>
          );
        }
        return (
          <label key={id} htmlFor={id} className="co-rate">
            <input id={id} type="radio" name="shippingRate" value={rate.ref.objectId} onChange={() => onChoose(rate)} />
            <span>
              <strong>{rateName(rate)}</strong>
              {rate.isFlatRate ? <span className="co-badge">Flat rate</span> : null}
              {rate.duration ? <span className="co-muted co-block">{rate.duration}</span> : null}
            </span>
            <span className="co-rate-amount">{rate.amount}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
