/**
 * Cookie headers through the `cookie` library: parsing the request's Cookie header and building
 * Set-Cookie values with the site's defaults (Path=/, HttpOnly, SameSite=Lax; Secure over https).
 */
import { parse, serialize } from 'cookie';

export function parseCookieHeader(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(parse(header))) if (name && value !== undefined) out[name] = value;
  return out;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
  path?: string;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const maxAge = options.maxAgeSeconds;
  return serialize(name, value, {
    path: options.path ?? '/',
    ...(maxAge !== undefined ? { maxAge, expires: new Date(Date.now() + maxAge * 1000) } : {}),
    httpOnly: options.httpOnly !== false,
    sameSite: (options.sameSite ?? 'Lax').toLowerCase() as 'lax' | 'strict' | 'none',
    secure: options.secure === true,
  });
}
