import { data, redirect, type ActionFunctionArgs } from '@remix-run/node';
import { safeReturnPath } from '~/shell/auth-redirect';
import { serializeCookie } from '~/server/cookies.server';
import { field, readForm } from '~/server/form.server';
import { preferenceCookie } from '~/shell/preferences.server';

/**
 * The shell's dismissals (cookie notice, reminder, smart banner) as a CSRF-checked POST.
 * Fetcher submissions (JavaScript) get data; plain form posts are sent back to returnTo.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context);
  const cookie = preferenceCookie(field(form, 'intent'), field(form, 'value'), context.cookies);
  if (!cookie) return data({ ok: false }, { status: 400 });
  context.setCookie(serializeCookie(cookie.name, cookie.value, { ...cookie.options, secure: context.secure }));
  const isFetch = request.headers.get('accept')?.includes('text/html') !== true;
  return isFetch ? { ok: true } : redirect(safeReturnPath(field(form, 'returnTo')));
}

export const loader = () => redirect('/');
