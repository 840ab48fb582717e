/**
 * Every action reads its input through `readForm` (or checks `requireCsrf` for
 * JSON bodies): a mutation without this browser's CSRF token is refused with 403
 * before anything else happens.
 */
import type { AppLoadContext } from '@remix-run/node';
import { CSRF_FIELD, CSRF_HEADER, verifyCsrfToken } from './csrf.server';

function refuse(): never {
  throw new Response('Your session expired or the form was sent from elsewhere. Please reload the page and try again.', { status: 403, statusText: 'Forbidden' });
}

export async function readForm(request: Request, context: AppLoadContext): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new Response('The form could not be read.', { status: 400 });
  }
  const submitted = form.get(CSRF_FIELD) ?? request.headers.get(CSRF_HEADER);
  if (!verifyCsrfToken(context.csrfToken, submitted)) refuse();
  return form;
}

/** For fetch-based calls (JSON or transit bodies): the token must come in the X-CSRF-Token header. */
export function requireCsrf(request: Request, context: AppLoadContext): void {
  if (!verifyCsrfToken(context.csrfToken, request.headers.get(CSRF_HEADER))) refuse();
}

/** A text field of a form, trimmed; '' when absent or not text. */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}
