/**
 * Request bodies of the /api routes (spec 1 §7): JSON with the CSRF token in the X-CSRF-Token
 * header, or a form carrying `_csrf`. Anything else is refused before the route does any work.
 */
import type { AppLoadContext } from '@remix-run/node';
import { readForm, requireCsrf } from '~/server/form.server';

export async function readApiBody(request: Request, context: AppLoadContext): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    requireCsrf(request, context);
    try {
      const body = (await request.json()) as unknown;
      return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    } catch {
      throw Response.json({ error: 'The request body is not valid JSON.' }, { status: 400 });
    }
  }
  const form = await readForm(request, context);
  return Object.fromEntries([...form.entries()].filter(([key, value]) => key !== '_csrf' && typeof value === 'string'));
}

export function methodNotAllowed(allow: string) {
  return new Response('Method not allowed', { status: 405, headers: { Allow: allow } });
}

export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
