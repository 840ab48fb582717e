import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_TABLE, isValidFeeTable, parseFeeTable } from './fees';

describe('fee table', () => {
  it('has documented defaults', () => {
    expect(DEFAULT_FEE_TABLE).toEqual({ customerCommissionPercentage: 5, providerCommissionPercentage: 10 });
    expect(isValidFeeTable(DEFAULT_FEE_TABLE)).toBe(true);
  });

  it('fills missing fields from the defaults', () => {
    expect(parseFeeTable(undefined)).toEqual({ ok: true, value: DEFAULT_FEE_TABLE });
    expect(parseFeeTable({ providerCommissionPercentage: 12.5 })).toEqual({ ok: true, value: { customerCommissionPercentage: 5, providerCommissionPercentage: 12.5 } });
    expect(parseFeeTable({ customerCommissionPercentage: 0, providerCommissionPercentage: 0, extra: 1 })).toEqual({ ok: true, value: { customerCommissionPercentage: 0, providerCommissionPercentage: 0 } });
  });

  it('rejects percentages outside 0 to 100 and non-objects', () => {
    for (const bad of [{ customerCommissionPercentage: -1 }, { providerCommissionPercentage: 101 }, { providerCommissionPercentage: '10' }, { customerCommissionPercentage: Number.NaN }, 'x', 5]) {
      expect(parseFeeTable(bad)).toMatchObject({ ok: false, error: 'fee-table-invalid' });
    }
    expect(isValidFeeTable(null)).toBe(false);
  });
});
