import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../test/a11y';
import { SearchForm } from './SearchForm';

describe('SearchForm', () => {
  it('is a GET search form with a labelled keywords field and submit button', () => {
    render(<SearchForm action="/s" defaultValue="monstera" />);
    const form = screen.getByRole('search') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/s');
    const input = screen.getByRole('searchbox', { name: 'Search plants' }) as HTMLInputElement;
    expect(input.name).toBe('keywords');
    expect(input.value).toBe('monstera');
    expect(screen.getByRole('button', { name: 'Search' }).getAttribute('type')).toBe('submit');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('offers scope (genus) options with an "all" choice', () => {
    render(<SearchForm action="/s" scopeOptions={[{ value: 'monstera', label: 'Monstera' }]} defaultScope="monstera" />);
    const select = screen.getByRole('combobox', { name: 'Genus' }) as HTMLSelectElement;
    expect(select.name).toBe('genus');
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['All plants', 'Monstera']);
    expect(select.value).toBe('monstera');
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(<SearchForm action="/s" scopeOptions={[{ value: 'a', label: 'A' }]} />);
    await expectNoSeriousViolations(container);
  });
});
