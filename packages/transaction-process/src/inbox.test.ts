import { describe, expect, it } from 'vitest';
import { INBOX_EXCLUDED_TRANSITIONS, INBOX_PAGE_SIZE, inboxFilterLastTransitions, matchesInboxFilter, parseInboxFilter } from './inbox';
import { defaultInboxTab, inboxQueryOnly, roleOfInboxTab } from './inbox-tab';
import { stateAfter, transitionNames } from './process';

describe('inbox tabs', () => {
  it.each([
    ['orders', 'customer'], ['sales', 'provider'],
  ])('sets the role from the tab: %s makes the user the %s', (tab, role) => {
    expect(roleOfInboxTab(tab)).toEqual({ ok: true, value: role });
  });

  it('rejects any other tab with the spec message', () => {
    expect(roleOfInboxTab('purchases')).toEqual({ ok: false, error: 'invalid-tab', message: 'Invalid tab for InboxPage' });
    expect(roleOfInboxTab('')).toMatchObject({ ok: false });
  });

  it('opens sales for users with listings and orders otherwise', () => {
    expect(defaultInboxTab(true)).toBe('sales');
    expect(defaultInboxTab(false)).toBe('orders');
  });

  it('queries only orders or only sales', () => {
    expect(inboxQueryOnly('orders')).toBe('order');
    expect(inboxQueryOnly('sales')).toBe('sale');
  });

  it('shows ten per page', () => {
    expect(INBOX_PAGE_SIZE).toBe(10);
  });
});

describe('inbox filters', () => {
  it('waiting for shipping lists transactions whose last transition paid the order', () => {
    expect(inboxFilterLastTransitions['waiting-for-shipping']).toEqual(['auto-payment', 'confirm-payment', 'force-payment']);
    for (const t of inboxFilterLastTransitions['waiting-for-shipping']) expect(stateAfter(t)).toBe('purchased');
  });

  it('shipping done lists transactions marked shipped', () => {
    expect(inboxFilterLastTransitions['shipping-done']).toEqual(['mark-delivered']);
  });

  it('all lists every transition except the two excluded ones', () => {
    expect(INBOX_EXCLUDED_TRANSITIONS).toHaveLength(2);
    expect(inboxFilterLastTransitions.all).toHaveLength(transitionNames.length - 2);
    for (const t of INBOX_EXCLUDED_TRANSITIONS) {
      expect(transitionNames).toContain(t);
      expect(matchesInboxFilter('all', t)).toBe(false);
    }
    expect(matchesInboxFilter('all', 'enquire')).toBe(true);
    expect(matchesInboxFilter('all', 'review-2-by-customer')).toBe(true);
  });

  it('matches transactions by their last transition', () => {
    expect(matchesInboxFilter('waiting-for-shipping', 'confirm-payment')).toBe(true);
    expect(matchesInboxFilter('waiting-for-shipping', 'mark-delivered')).toBe(false);
    expect(matchesInboxFilter('shipping-done', 'mark-delivered')).toBe(true);
    expect(matchesInboxFilter('shipping-done', 'confirm-payment')).toBe(false);
  });

  it('parses the filter names and the spec sort values, defaulting to all', () => {
    expect(parseInboxFilter('waitingForShipping')).toBe('waiting-for-shipping');
    expect(parseInboxFilter('waiting-for-shipping')).toBe('waiting-for-shipping');
    expect(parseInboxFilter('shippingDone')).toBe('shipping-done');
    expect(parseInboxFilter('shipping-done')).toBe('shipping-done');
    expect(parseInboxFilter('createdAt')).toBe('all');
    expect(parseInboxFilter(undefined)).toBe('all');
    expect(parseInboxFilter(null)).toBe('all');
  });
});
