import { Form, useSearchParams } from '@remix-run/react';
import { GENUS_OPTIONS } from '~/shell/config';

/** Keyword search offering genus options; submits to the search page as ?keywords=. */
export function KeywordSearch({ id, autoFocus = false }: { id: string; autoFocus?: boolean }) {
  const [params] = useSearchParams();
  return (
    <Form method="get" action="/marketplace" className="keyword-search" role="search">
      <label htmlFor={id} className="vg-visually-hidden">Search plants</label>
      <span className="keyword-search-icon" aria-hidden="true">⌕</span>
      <input
        id={id}
        name="keywords"
        type="search"
        list={`${id}-genera`}
        placeholder="Search plants"
        defaultValue={params.get('keywords') ?? ''}
        autoComplete="off"
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocus}
      />
      <datalist id={`${id}-genera`}>
        {GENUS_OPTIONS.map((genus) => (
          <option key={genus} value={genus} />
        ))}
      </datalist>
      <button type="submit" className="keyword-search-submit" aria-label="Search">
        <span aria-hidden="true">→</span>
      </button>
    </Form>
  );
}
