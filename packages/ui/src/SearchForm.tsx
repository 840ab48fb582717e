import { useId, type ReactNode } from 'react';

export interface SearchScopeOption {
  value: string;
  label: string;
}

export interface SearchFormProps {
  /** Where the GET form goes (the search page). */
  action: string;
  /** The keywords field name (default "keywords"). */
  name?: string;
  defaultValue?: string;
  /** Accessible label of the keywords input (shown only to screen readers). */
  label?: string;
  placeholder?: string;
  /** Optional scope select in front of the keywords, e.g. genus options. */
  scopeOptions?: readonly SearchScopeOption[];
  scopeName?: string;
  scopeLabel?: string;
  /** First scope option (value ""), e.g. "All plants". */
  scopeAllLabel?: string;
  defaultScope?: string;
  submitLabel?: string;
  /** Extra hidden fields or content inside the form. */
  children?: ReactNode;
  size?: 'md' | 'lg';
  className?: string;
}

/** A keyword search form (role search, GET) with an optional scope select such as genus. */
export function SearchForm({
  action,
  name = 'keywords',
  defaultValue,
  label = 'Search plants',
  placeholder = 'Search plants',
  scopeOptions,
  scopeName = 'genus',
  scopeLabel = 'Genus',
  scopeAllLabel = 'All plants',
  defaultScope = '',
  submitLabel = 'Search',
  children,
  size = 'md',
  className,
}: SearchFormProps) {
  const id = useId();
  return (
    <form role="search" method="get" action={action} className={['vg-search', `vg-search--${size}`, className].filter(Boolean).join(' ')}>
      {scopeOptions && scopeOptions.length > 0 && (
        <>
          <label htmlFor={`${id}-scope`} className="vg-visually-hidden">{scopeLabel}</label>
          <select id={`${id}-scope`} name={scopeName} defaultValue={defaultScope} className="vg-search__scope">
            <option value="">{scopeAllLabel}</option>
            {scopeOptions.map((o) => (
              <option key={o.value} value={o.value}>{o.label}</option>
            ))}
          </select>
        </>
      )}
      <label htmlFor={`${id}-q`} className="vg-visually-hidden">{label}</label>
      <input id={`${id}-q`} type="search" name={name} defaultValue={defaultValue} placeholder={placeholder} className="vg-search__input" autoComplete="off" enterKeyHint="search" />
      {children}
      <button type="submit" className="vg-search__submit">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16 16l4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="vg-visually-hidden">{submitLabel}</span>
      </button>
    </form>
  );
}
