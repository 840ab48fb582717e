/** A new visitor's CSRF token: the one the site issues in the vg_csrf cookie with a page (its login page). */
export async function visitorCsrfToken(site: string): Promise<string> {
  const response = await fetch(`${site}/login`);
  await response.arrayBuffer();
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('vg_csrf='));
  if (!cookie) throw new Error(`${site}/login set no vg_csrf cookie`);
  return decodeURIComponent(/^vg_csrf=([^;]+)/.exec(cookie)![1]!);
}
