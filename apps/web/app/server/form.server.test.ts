import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from '@remix-run/node';
import { field, readForm, requireCsrf } from './form.server';

const context = { csrfToken: 'a'.repeat(43) } as AppLoadContext;
const post = (body: URLSearchParams | string, headers: Record<string, string> = {}) =>
  new Request('http://127.0.0.1:3000/x', { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });

describe('readForm', () => {
  it('returns the form when the CSRF token matches', async () => {
    const form = await readForm(post(new URLSearchParams({ _csrf: 'a'.repeat(43), name: '  Ann ' })), context);
    expect(field(form, 'name')).toBe('Ann');
  });

  it('refuses a form without or with a wrong token with 403', async () => {
    await expect(readForm(post(new URLSearchParams({ name: 'x' })), context)).rejects.toMatchObject({ status: 403 });
    await expect(readForm(post(new URLSearchParams({ _csrf: 'b'.repeat(43) })), context)).rejects.toMatchObject({ status: 403 });
  });

  it('accepts the token in the header for fetch submissions', async () => {
    await expect(readForm(post(new URLSearchParams({ a: '1' }), { 'x-csrf-token': 'a'.repeat(43) }), context)).resolves.toBeInstanceOf(FormData);
    expect(() => requireCsrf(post('{}', { 'x-csrf-token': 'nope' }), context)).toThrow();
  });
});
