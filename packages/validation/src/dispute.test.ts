import { describe, expect, it } from 'vitest';
import { DISPUTE_REASON_REQUIRED_MESSAGE, disputeDeadline, isDisputeAllowed, validateDispute } from './dispute';

const receivedAt = new Date('2026-11-01T10:00:00Z');

describe('dispute window', () => {
  it('is 3 days from receipt, inclusive', () => {
    expect(disputeDeadline(receivedAt).toISOString()).toBe('2026-11-04T10:00:00.000Z');
    expect(isDisputeAllowed(receivedAt, new Date('2026-11-04T10:00:00Z'))).toBe(true);
    expect(isDisputeAllowed(receivedAt, new Date('2026-11-04T10:00:00.001Z'))).toBe(false);
    expect(isDisputeAllowed(receivedAt, new Date('2026-11-02T10:00:00Z'))).toBe(true);
  });
  it('has not started before receipt', () => {
    expect(isDisputeAllowed(null, new Date('2030-01-01T00:00:00Z'))).toBe(true);
  });
});

describe('dispute form', () => {
  it('needs a reason', () => {
    expect(validateDispute({ disputeReason: ' Arrived rotten ' })).toEqual({
      success: true,
      output: { disputeReason: 'Arrived rotten', files: [] },
    });
    expect(validateDispute({ disputeReason: '' })).toEqual({ success: false, issues: { disputeReason: DISPUTE_REASON_REQUIRED_MESSAGE } });
  });
});
