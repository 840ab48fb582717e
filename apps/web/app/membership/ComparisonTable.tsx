import { Link } from '@remix-run/react';
import type { PlanId } from '@variegata/membership/plans';
import type { ComparisonView, MembershipPageData } from '~/membership/page.server';

function Mark({ included }: { included: boolean }) {
  return included ? (
    <span className="mp-compare__yes">
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" /></svg>
      <span className="vg-visually-hidden">Included</span>
    </span>
  ) : (
    <span className="mp-compare__no">
      <span aria-hidden="true">–</span>
      <span className="vg-visually-hidden">Not included</span>
    </span>
  );
}

/** The plan comparison (spec 1 §2.4): general, buying features, selling features. */
export function ComparisonTable({ comparison, currentPlanId }: { comparison: ComparisonView; currentPlanId: PlanId | null }) {
  return (
    <section className="mp-compare" aria-labelledby="mp-compare-title" id="compare">
      <h2 id="mp-compare-title" className="mp-section-title">Compare plans</h2>
      <p className="mp-compare__hint" aria-hidden="true">Swipe the table sideways to see every plan.</p>
      <div className="mp-compare__scroll" tabIndex={0} role="region" aria-label="Plan comparison table">
        <table className="mp-compare__table">
          <thead>
            <tr>
              <td className="mp-compare__corner" />
              {comparison.plans.map((plan) => (
                <th key={plan.id} scope="col" className={plan.id === currentPlanId ? 'mp-compare__current' : undefined}>
                  {plan.title}
                  {plan.id === currentPlanId ? <span className="mp-compare__yours">Your plan</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          {comparison.sections.map((section) => (
            <tbody key={section.id}>
              <tr className="mp-compare__section">
                <th scope="colgroup" colSpan={comparison.plans.length + 1}>{section.title}</th>
              </tr>
              {section.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {row.cells.map((cell) => (
                    <td key={cell.planId} className={cell.planId === currentPlanId ? 'mp-compare__current' : undefined}>
                      {cell.text !== null ? <span className={cell.included ? 'mp-compare__price' : 'mp-compare__none'}>{cell.text}</span> : <Mark included={cell.included} />}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
}

/** The four disclaimers under the table; the subscription offer links to the terms. */
export function Disclaimers({ items }: { items: MembershipPageData['disclaimers'] }) {
  return (
    <section className="mp-disclaimers" aria-labelledby="mp-disclaimers-title">
      <h2 id="mp-disclaimers-title" className="vg-visually-hidden">Disclaimers</h2>
      <ol className="mp-disclaimers__list">
        {items.map((item) => {
          const [before, after] = item.text.split('terms of service');
          return (
            <li key={item.id} id={`disclaimer-${item.id}`}>
              {item.linkTo && after !== undefined ? (
                <>
                  {before}
                  <Link to={item.linkTo}>terms of service</Link>
                  {after}
                </>
              ) : item.linkTo ? (
                <>
                  {item.text} <Link to={item.linkTo}>Terms of service</Link>
                </>
              ) : (
                item.text
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
