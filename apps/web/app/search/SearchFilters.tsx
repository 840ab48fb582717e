import { Form, Link, useNavigate } from '@remix-run/react';
import { useEffect, useLayoutEffect, useRef, type FocusEvent, type FormEvent } from 'react';
import {
  ENUM_FILTERS, GENUS_FILTER_OPTIONS, GENUS_SHOWN_BY_DEFAULT, PRICE_FILTER, TEXT_FILTERS, type FilterOption,
} from '~/search/search-config';
import type { SearchState } from '~/search/search-state';
import { SEARCH_FORM_ID, hrefFromForm } from './search-form';

// Syncing the form to the URL during the commit (not after paint) means no frame ever shows the
// previous page's choices, e.g. after the back button. useLayoutEffect does nothing on the server.
const useCommitEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Puts the form's inputs back in line with the state (after back/forward navigation). */
function syncForm(form: HTMLFormElement, state: SearchState): void {
  const values = (name: string): string[] => {
    if (name === 'pub_genus') return [...state.genus];
    if (name === 'meta_verified') return state.verified ? ['true'] : [];
    if (name === 'pub_species') return state.species ? [state.species] : [];
    if (name === 'keywords') return [state.keywords];
    if (name === 'price_min') return [state.priceMin === null ? '' : String(state.priceMin)];
    if (name === 'price_max') return [state.priceMax === null ? '' : String(state.priceMax)];
    if (name === 'sort') return [state.sort];
    if (name in state.texts || TEXT_FILTERS.some((f) => f.param === name)) return [state.texts[name] ?? ''];
    return [...(state.enums[name] ?? [''])];
  };
  for (const el of Array.from(form.elements)) {
    // never clobber what the user is typing
    if (el === document.activeElement && el instanceof HTMLInputElement && ['text', 'number', 'search'].includes(el.type)) continue;
    if (el instanceof HTMLInputElement) {
      if (el.type === 'checkbox' || el.type === 'radio') el.checked = values(el.name).includes(el.value);
      else if (el.type !== 'hidden' && el.type !== 'submit') el.value = values(el.name)[0] ?? '';
    } else if (el instanceof HTMLSelectElement) {
      el.value = values(el.name)[0] ?? '';
    }
  }
}

/** Whether a box or option of the form is not as its markup has it (changed before the form hydrated). */
function choiceChanged(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some((el) => {
    if (el instanceof HTMLInputElement) return (el.type === 'checkbox' || el.type === 'radio') && el.checked !== el.defaultChecked;
    return el instanceof HTMLSelectElement && Array.from(el.options).some((option) => option.selected !== option.defaultSelected);
  });
}

function Choice({ type, name, option, checked, idPrefix }: { type: 'checkbox' | 'radio'; name: string; option: FilterOption; checked: boolean; idPrefix: string }) {
  const id = `${idPrefix}-${option.value || 'any'}`;
  return (
    <li className="filter-choice">
      <input type={type} id={id} name={name} value={option.value} defaultChecked={checked} />
      <label htmlFor={id}>{option.label}</label>
    </li>
  );
}

function GenusFilter({ state }: { state: SearchState }) {
  const shown = GENUS_FILTER_OPTIONS.slice(0, GENUS_SHOWN_BY_DEFAULT);
  const more = GENUS_FILTER_OPTIONS.slice(GENUS_SHOWN_BY_DEFAULT);
  const moreOpen = more.some((o) => state.genus.includes(o.value));
  return (
    <fieldset className="filter-group">
      <legend>Genus</legend>
      <ul className="filter-choices">
        {shown.map((o) => (
          <Choice key={o.value} type="checkbox" name="pub_genus" option={o} checked={state.genus.includes(o.value)} idPrefix="genus" />
        ))}
      </ul>
      {more.length > 0 && (
        <details className="filter-more" open={moreOpen}>
          <summary>
            <span className="filter-more-show">More genera ({more.length})</span>
            <span className="filter-more-hide">Fewer genera</span>
          </summary>
          <ul className="filter-choices">
            {more.map((o) => (
              <Choice key={o.value} type="checkbox" name="pub_genus" option={o} checked={state.genus.includes(o.value)} idPrefix="genus" />
            ))}
          </ul>
        </details>
      )}
      {state.species && <input type="hidden" name="pub_species" value={state.species} />}
    </fieldset>
  );
}

/**
 * The filter form (spec 2 §3 "Listing filters"). A GET form that works without JavaScript; with
 * JavaScript a changed checkbox, radio or select navigates at once and text fields on Enter or blur.
 */
export function SearchFilters({ state, currentSearch, onNavigate }: { state: SearchState; currentSearch: string; onNavigate?: () => void }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);

  const go = () => {
    const form = formRef.current;
    if (!form) return;
    const href = hrefFromForm(form, new URLSearchParams(currentSearch));
    navigate(href, { preventScrollReset: true });
  };

  // The first commit hydrates the server's form (the filters' code comes when they show): a box
  // ticked or an option picked on that markup before then is the visitor's choice, applied now
  // instead of being put back. Later commits bring the form in line with the state.
  const committed = useRef(false);
  useCommitEffect(() => {
    const form = formRef.current;
    if (!form) return;
    if (!committed.current && choiceChanged(form)) go();
    else syncForm(form, state);
    committed.current = true;
  }, [state]);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (target instanceof HTMLSelectElement || target.type === 'checkbox' || target.type === 'radio') go();
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const target = event.target as unknown as HTMLInputElement;
    if (target.type !== 'text' && target.type !== 'number' && target.type !== 'search') return;
    if (target.value === target.defaultValue) return;
    // moving on to another field of the same group (price min -> max) waits for that one
    const next = event.relatedTarget as Element | null;
    if (next && next !== target && target.closest('fieldset')?.contains(next) && next instanceof HTMLInputElement && next.type === target.type) return;
    go();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go();
    onNavigate?.();
  };

  return (
    <Form
      ref={formRef}
      id={SEARCH_FORM_ID}
      method="get"
      action="/marketplace"
      className="search-filters-form"
      onChange={onChange}
      onBlur={onBlur}
      onSubmit={onSubmit}
      role="search"
      aria-label="Filter listings"
    >
      {state.address && <input type="hidden" name="address" value={state.address} />}
      {state.bounds && <input type="hidden" name="bounds" value={state.bounds} />}

      <fieldset className="filter-group filter-group--toggle">
        <legend className="vg-visually-hidden">Sellers</legend>
        <ul className="filter-choices">
          <Choice type="checkbox" name="meta_verified" option={{ value: 'true', label: 'Verified sellers only' }} checked={state.verified} idPrefix="verified" />
        </ul>
      </fieldset>

      <GenusFilter state={state} />

      <fieldset className="filter-group">
        <legend>Price (USD)</legend>
        <div className="filter-price">
          <label htmlFor="price-min">
            <span className="filter-price-label">Min</span>
            <input id="price-min" name="price_min" type="number" inputMode="numeric" min={PRICE_FILTER.min} max={PRICE_FILTER.max} step={PRICE_FILTER.step} placeholder={String(PRICE_FILTER.min)} defaultValue={state.priceMin ?? ''} />
          </label>
          <span aria-hidden="true" className="filter-price-dash">–</span>
          <label htmlFor="price-max">
            <span className="filter-price-label">Max</span>
            <input id="price-max" name="price_max" type="number" inputMode="numeric" min={PRICE_FILTER.min} max={PRICE_FILTER.max} step={PRICE_FILTER.step} placeholder={String(PRICE_FILTER.max)} defaultValue={state.priceMax ?? ''} />
          </label>
        </div>
      </fieldset>

      {ENUM_FILTERS.map((f) => {
        const chosen = state.enums[f.param] ?? [];
        const prefix = f.param.replace('pub_', '');
        return (
          <fieldset key={f.param} className="filter-group">
            <legend>{f.label}</legend>
            {f.hint && <p className="filter-hint">{f.hint}</p>}
            <ul className={`filter-choices${f.multi ? '' : ' filter-choices--inline'}`}>
              {!f.multi && <Choice type="radio" name={f.param} option={{ value: '', label: 'Any' }} checked={chosen.length === 0} idPrefix={prefix} />}
              {f.options.map((o) => (
                <Choice key={o.value} type={f.multi ? 'checkbox' : 'radio'} name={f.param} option={o} checked={chosen.includes(o.value)} idPrefix={prefix} />
              ))}
            </ul>
          </fieldset>
        );
      })}

      <fieldset className="filter-group">
        <legend>Names</legend>
        {TEXT_FILTERS.map((f) => (
          <div key={f.param} className="filter-text">
            <label htmlFor={`filter-${f.param}`}>{f.label}</label>
            <input id={`filter-${f.param}`} name={f.param} type="text" placeholder={f.placeholder} defaultValue={state.texts[f.param] ?? ''} autoComplete="off" />
          </div>
        ))}
      </fieldset>

      <div className="filter-actions">
        <button type="submit" className="button button--primary button--full">Show results</button>
        <Link to="/marketplace" className="filter-clear">Clear all filters</Link>
      </div>
    </Form>
  );
}
