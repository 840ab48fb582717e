import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** The options as a runtime whose ICU data names regions differently (a browser) would build them. */
async function optionsUnderOtherIcu() {
  class OtherDisplayNames {
    of(code: string) {
      return `${code} (other ICU)`;
    }
  }
  vi.stubGlobal('Intl', { ...Intl, DisplayNames: OtherDisplayNames });
  vi.resetModules();
  return (await import('./country-options')).COUNTRY_OPTIONS;
}

describe('sign-up country options', () => {
  it('are the same whatever ICU data the runtime has (server and browser render one list)', async () => {
    const here = (await import('./country-options')).COUNTRY_OPTIONS;
    expect(await optionsUnderOtherIcu()).toEqual(here);
  });

  it('name Hong Kong as the browser does, with the United States first and the rest by name', async () => {
    const options = (await import('./country-options')).COUNTRY_OPTIONS;
    expect(options[0]).toEqual({ value: 'US', label: 'United States' });
    expect(options.find((o) => o.value === 'HK')?.label).toBe('Hong Kong');
    const rest = options.slice(1).map((o) => o.label);
    expect(rest).toEqual([...rest].sort());
  });
});
