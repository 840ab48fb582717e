import { Badge } from '@variegata/ui/Badge';
import type { BillingPeriod } from '@variegata/membership/plans';
import { useState } from 'react';
import type { PlanCardView } from '~/membership/page.server';
import { PlanIllustration } from './PlanIllustration';
import { SubscribeAction } from './SubscribeAction';

/**
 * One plan (spec 1 §2.4): picture, price with the struck-through monthly price, Subscribe, and an
 * Info button that flips the card to the plan's features (and back).
 */
export function PlanCard({ card, period, fromUrl, returnTo }: { card: PlanCardView; period: BillingPeriod; fromUrl: string; returnTo: string }) {
  const [flipped, setFlipped] = useState(false);
  const featuresId = `plan-${card.id}-features`;
  const titleId = `plan-${card.id}-title`;
  return (
    <article
      className={`mp-card${flipped ? ' mp-card--flipped' : ''}${card.isTopPlan ? ' mp-card--top' : ''}${card.isCurrent ? ' mp-card--current' : ''}`}
      aria-labelledby={titleId}
      data-plan={card.id}
    >
      <div className="mp-card__inner">
        <div className="mp-card__face mp-card__front" aria-hidden={flipped ? true : undefined}>
          <div className="mp-card__ribbons">
            {card.isCurrent ? <Badge variant="member" size="sm">Your plan</Badge> : null}
            {card.isTopPlan && !card.isCurrent ? <Badge variant="plan" size="sm">Most popular</Badge> : null}
          </div>
          <PlanIllustration imageKey={card.imageKey} className="mp-card__image" />
          <h2 className="mp-card__title" id={titleId}>{card.title}</h2>
          <p className="mp-card__description">{card.description}</p>
          <p className="mp-card__was">
            {card.struckPrice ? (
              <>
                <s className="mp-card__struck">
                  <span className="vg-visually-hidden">Was </span>
                  {card.struckPrice}
                </s>
                {card.saving ? <span className="mp-card__save">Save {card.saving}</span> : null}
              </>
            ) : null}
          </p>
          <p className="mp-card__price">
            <span className="mp-card__amount">{card.price}</span>
            <span className="mp-card__per">/month</span>
          </p>
          <p className="mp-card__note">{card.billingNote}</p>
          <div className="mp-card__actions">
            <SubscribeAction action={card.action} planId={card.id} planTitle={card.title} period={period} fromUrl={fromUrl} returnTo={returnTo} />
            {card.action.kind === 'none' && card.isFree ? <p className="mp-card__included">{card.isCurrent ? 'Included with every account' : 'No subscription needed'}</p> : null}
            <button
              type="button"
              className="mp-card__info"
              aria-expanded={flipped}
              aria-controls={featuresId}
              onClick={() => setFlipped(true)}
              tabIndex={flipped ? -1 : undefined}
            >
              <span aria-hidden="true" className="mp-card__info-icon">i</span> Info<span className="vg-visually-hidden"> about {card.title}</span>
            </button>
          </div>
        </div>
        <div className="mp-card__face mp-card__back" id={featuresId} aria-hidden={flipped ? undefined : true}>
          <h3 className="mp-card__back-title">{card.title} features</h3>
          <ul className="mp-card__features" tabIndex={flipped ? 0 : -1} aria-label={`${card.title} features`}>
            {card.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <button type="button" className="mp-card__info mp-card__back-button" onClick={() => setFlipped(false)} tabIndex={flipped ? undefined : -1}>
            <span aria-hidden="true">←</span> Back<span className="vg-visually-hidden"> to the {card.title} price</span>
          </button>
        </div>
      </div>
    </article>
  );
}
