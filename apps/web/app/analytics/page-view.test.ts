import { describe, expect, it } from 'vitest';
import { MAX_PATH_LENGTH, pageViewEvent } from './page-view';

const NOW = new Date('2026-03-01T12:00:00Z');

describe('pageViewEvent', () => {
  it('builds a USD page view for a same-site path', () => {
    expect(pageViewEvent('/marketplace/monstera?page=2', NOW)).toEqual({ type: 'page_view', path: '/marketplace/monstera?page=2', currency: 'USD', at: '2026-03-01T12:00:00.000Z' });
  });

  it('refuses other sites, protocol-relative and odd paths', () => {
    for (const bad of ['https://evil.test/', '//evil.test/x', 'marketplace', '', '/a b', '/a\\b', 42, null, `/${'a'.repeat(MAX_PATH_LENGTH)}`]) {
      expect(pageViewEvent(bad, NOW)).toBeNull();
    }
  });
});
