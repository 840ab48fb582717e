import { describe, expect, it } from 'vitest';
import { errorView, isChunkLoadError } from './errors';

const routeError = (status: number, data: unknown) => ({ status, statusText: '', internal: false, data });

describe('error views', () => {
  it('a failure to load a route module is a chunk error (404 page with a link home)', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(errorView(new TypeError('error loading dynamically imported module'))).toEqual({ kind: 'chunk' });
  });
  it('404 responses are not found, keeping a specific text', () => {
    expect(errorView(routeError(404, 'Not Found'))).toEqual({ kind: 'not-found' });
    expect(errorView(routeError(404, 'Invalid tab for InboxPage'))).toEqual({ kind: 'not-found', message: 'Invalid tab for InboxPage' });
  });
  it('a 409 with a text shows that text (an operation already in progress)', () => {
    expect(errorView(routeError(409, 'Login or logout already in progress'))).toEqual({ kind: 'conflict', message: 'Login or logout already in progress' });
    expect(errorView(routeError(409, ''))).toEqual({ kind: 'failure', status: 409 });
  });
  it('other errors are a failure page', () => {
    expect(errorView(new Error('boom'))).toEqual({ kind: 'failure', status: 500 });
    expect(errorView(routeError(502, ''))).toEqual({ kind: 'failure', status: 502 });
  });
});
