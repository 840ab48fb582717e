import { describe, expect, it } from 'vitest';
import { transitionNames } from '@variegata/transaction-process/process';
import { TRANSITION_TEXTS, actorText, timeline } from './timeline';

describe('order timeline', () => {
  it('names every transition of the purchase process', () => {
    for (const name of transitionNames) expect(TRANSITION_TEXTS[name], name).toEqual(expect.any(String));
    expect(Object.keys(TRANSITION_TEXTS).sort()).toEqual([...transitionNames].sort());
  });

  it('lists the transitions oldest first, each with who took it for the viewer', () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 10, minute));
    const history = [
      { transition: 'mark-delivered', createdAt: at(30), by: 'provider' as const },
      { transition: 'request-payment', createdAt: at(0), by: 'customer' as const },
      { transition: 'confirm-payment', createdAt: at(2), by: 'customer' as const },
      { transition: 'auto-complete', createdAt: at(50), by: 'system' as const },
    ];
    expect(timeline(history, 'customer')).toEqual([
      { transition: 'request-payment', text: 'Checkout started', by: 'by you', at: '2026-11-24T10:00:00.000Z' },
      { transition: 'confirm-payment', text: 'Paid', by: 'by you', at: '2026-11-24T10:02:00.000Z' },
      { transition: 'mark-delivered', text: 'Marked shipped', by: 'by the seller', at: '2026-11-24T10:30:00.000Z' },
      { transition: 'auto-complete', text: 'Completed: the seller was paid', by: 'automatically', at: '2026-11-24T10:50:00.000Z' },
    ]);
    expect(timeline(history, 'provider').map((e) => e.by)).toEqual(['by the buyer', 'by the buyer', 'by you', 'automatically']);
  });

  it('names the operator as the marketplace', () => {
    expect(actorText('operator', 'customer')).toBe('by Variegata');
    expect(actorText('provider', 'customer')).toBe('by the seller');
  });
});
