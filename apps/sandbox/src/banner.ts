/**
 * What `npm start` prints: a one-line summary of the site build instead of Vite's full output
 * (kept for a failed build), and a short closing banner with the site, the outbox and the demo
 * logins, so the address is the last thing on screen.
 */

export interface DemoLogin {
  readonly email: string;
  readonly plan: string;
  readonly seller: boolean;
  readonly country: string;
}

const PLAN_NAMES: Readonly<Record<string, string>> = {
  freePlan: 'free',
  starterPlan: 'starter',
  premiumPlan: 'premium (verified)',
  internationalSellerPlan: 'international seller',
};

/** One line for a build: how long each Vite build took, and how many warnings it left out. */
export function buildSummary(output: string, seconds: number): string {
  const times = [...output.matchAll(/built in ([\d.]+\s*m?s)/g)].map((m) => m[1]!.replace(/\s+/g, ''));
  const warnings = output.split('\n').filter((line) => /\bwarn|empty chunk|\(!\)/i.test(line)).length;
  const parts = [times.length ? `Vite ${times.join(' + ')}` : null, warnings ? `${warnings} notices hidden` : null].filter(Boolean);
  return `[sandbox] site built in ${seconds.toFixed(1)} s${parts.length ? ` (${parts.join(', ')})` : ''}`;
}

/** The closing banner: where the site and the outbox are, and who to log in as. */
export function startBanner(options: { siteUrl: string; outboxUrl: string; password: string; logins: readonly DemoLogin[] }): string {
  const width = Math.max(...options.logins.map((l) => l.email.length));
  const logins = options.logins.map((l) => `      ${l.email.padEnd(width)}  ${PLAN_NAMES[l.plan] ?? l.plan}, ${l.seller ? 'seller' : 'buyer'}${l.country !== 'US' ? ` (${l.country})` : ''}`);
  return [
    '',
    '  Variegata is running',
    `    Site      ${options.siteUrl}`,
    `    Outbox    ${options.outboxUrl}  (every email the marketplace sends)`,
    `    Demo logins, password ${options.password}:`,
    ...logins,
    '  Stop with Ctrl+C.',
    '',
  ].join('\n');
}
