/**
 * The marketplace fee table (GET /api/fees, spec 1 §7 and spec 3 §7): the commission
 * percentages charged to the customer (shown as the transaction fee) and kept from the
 * provider. The spec gives no values; the defaults below are this project's choice and
 * are configuration (see README).
 */
import { err, ok, type Result } from '@variegata/result/result';

export interface FeeTable {
  /** Percentage of the item subtotal added to the customer's payin (0 to 100). */
  readonly customerCommissionPercentage: number;
  /** Percentage of the item subtotal kept from the provider's payout (0 to 100). */
  readonly providerCommissionPercentage: number;
}

/** Default fee table: customer 5 %, provider 10 % (a project choice, not from the spec). */
export const DEFAULT_FEE_TABLE: FeeTable = Object.freeze({
  customerCommissionPercentage: 5,
  providerCommissionPercentage: 10,
});

export type FeeTableError = 'fee-table-invalid';

function validPercentage(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;
}

export function isValidFeeTable(value: unknown): value is FeeTable {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const table = value as Record<string, unknown>;
  return validPercentage(table['customerCommissionPercentage']) && validPercentage(table['providerCommissionPercentage']);
}

/**
 * Reads a fee table from configuration: missing fields take the defaults, present ones
 * must be numbers from 0 to 100.
 */
export function parseFeeTable(value: unknown, defaults: FeeTable = DEFAULT_FEE_TABLE): Result<FeeTable, FeeTableError> {
  if (value === undefined || value === null) {
    return ok(defaults);
  }
  if (typeof value !== 'object') {
    return err('fee-table-invalid', 'Fee table must be an object');
  }
  const merged = { ...defaults, ...(value as Partial<FeeTable>) };
  if (!isValidFeeTable(merged)) {
    return err('fee-table-invalid', 'Commission percentages must be numbers from 0 to 100');
  }
  return ok({
    customerCommissionPercentage: merged.customerCommissionPercentage,
    providerCommissionPercentage: merged.providerCommissionPercentage,
  });
}
