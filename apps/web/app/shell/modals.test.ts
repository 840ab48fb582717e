import { describe, expect, it } from 'vitest';
import { isModalParamOpen, mayShowModal, modalHref, onlyModalParamsChanged, openModal } from './modals';

describe('modal state in query parameters', () => {
  it('opening sets the parameter to open and keeps the rest of the query', () => {
    expect(modalHref('/marketplace', '?keywords=hoya', 'mobilemenu', true)).toBe('/marketplace?keywords=hoya&mobilemenu=open');
    expect(modalHref('/', '', 'plantpay', true)).toBe('/?plantpay=open');
  });
  it('closing removes the parameter (and only it)', () => {
    expect(modalHref('/l/a/b', '?klarna=open&x=1', 'klarna', false)).toBe('/l/a/b?x=1');
    expect(modalHref('/', '?mobilesearch=open', 'mobilesearch', false)).toBe('/');
  });
  it('only the value open opens a modal', () => {
    expect(isModalParamOpen(new URLSearchParams('plantpay=open'), 'plantpay')).toBe(true);
    expect(isModalParamOpen(new URLSearchParams('plantpay=1'), 'plantpay')).toBe(false);
    expect(openModal(new URLSearchParams('a=b'))).toBeNull();
    expect(openModal(new URLSearchParams('klarna=open'))).toBe('klarna');
  });
  it('the menu and search modals open only under 768 px; plant pay and instalments at any width', () => {
    expect(mayShowModal('mobilemenu', 767)).toBe(true);
    expect(mayShowModal('mobilemenu', 768)).toBe(false);
    expect(mayShowModal('mobilesearch', 1280)).toBe(false);
    expect(mayShowModal('plantpay', 1280)).toBe(true);
    expect(mayShowModal('klarna', 1280)).toBe(true);
  });
  it('a change of modal parameters alone needs no data reload', () => {
    const at = (path: string) => new URL(path, 'http://x');
    expect(onlyModalParamsChanged(at('/marketplace?k=1'), at('/marketplace?k=1&mobilemenu=open'))).toBe(true);
    expect(onlyModalParamsChanged(at('/marketplace?k=1'), at('/marketplace?k=2&mobilemenu=open'))).toBe(false);
    expect(onlyModalParamsChanged(at('/'), at('/marketplace?plantpay=open'))).toBe(false);
  });
});

describe('revalidation', () => {
  it('skips loaders when only a modal parameter changed, not for submissions or other changes', async () => {
    const { skipRevalidationForModals } = await import('./revalidate');
    const args = (from: string, to: string, formMethod?: 'POST') =>
      ({ currentUrl: new URL(from, 'http://x'), nextUrl: new URL(to, 'http://x'), formMethod, defaultShouldRevalidate: true }) as unknown as Parameters<typeof skipRevalidationForModals>[0];
    expect(skipRevalidationForModals(args('/l/a/b', '/l/a/b?klarna=open'))).toBe(false);
    expect(skipRevalidationForModals(args('/l/a/b?klarna=open', '/l/a/b'))).toBe(false);
    expect(skipRevalidationForModals(args('/l/a/b', '/l/a/b?klarna=open', 'POST'))).toBe(true);
    expect(skipRevalidationForModals(args('/marketplace', '/marketplace?keywords=hoya'))).toBe(true);
  });
});
