/**
 * The site's configuration, validated once at start-up. This is the only module of
 * the site that reads process.env. With nothing set, every provider points at the
 * local sandbox twins. `publicEnv` holds the only values a browser may see.
 */
import * as v from 'valibot';

const url = v.pipe(v.string(), v.url());
const optional = (schema: v.GenericSchema<string, string>) =>
  v.optional(v.union([v.literal(''), schema]), '');

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(65535)), '3000'),
  HOST: v.optional(v.string(), '127.0.0.1'),
  /** Server processes sharing the port (1 = no cluster). */
  WEB_WORKERS: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(64)), '1'),
  /** Directory (relative to apps/web) of the site build to serve. */
  WEB_BUILD_DIR: v.optional(v.pipe(v.string(), v.regex(/^[\w.-]+$/, 'WEB_BUILD_DIR must be a plain directory name')), 'build'),
  PUBLIC_BASE_URL: v.optional(url, 'http://127.0.0.1:3000'),
  SESSION_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'SESSION_SECRET must be at least 32 characters')), 'sandbox-session-secret-0123456789abcdef'),
  SHARETRIBE_SDK_BASE_URL: v.optional(url, 'http://127.0.0.1:3500'),
  SHARETRIBE_SDK_CLIENT_ID: v.optional(v.pipe(v.string(), v.minLength(1)), 'variegata-sandbox'),
  SHARETRIBE_SDK_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.minLength(1)), 'variegata-sandbox-secret'),
  SHARETRIBE_INTEGRATION_BASE_URL: v.optional(url, 'http://127.0.0.1:3500'),
  SHARETRIBE_INTEGRATION_CLIENT_ID: v.optional(v.pipe(v.string(), v.minLength(1)), 'variegata-sandbox-integration'),
  SHARETRIBE_INTEGRATION_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.minLength(1)), 'variegata-sandbox-integration-secret'),
  STRIPE_API_URL: optional(url),
  STRIPE_SECRET_KEY: v.optional(v.string(), 'sk_test_variegata_sandbox'),
  STRIPE_PUBLISHABLE_KEY: v.optional(v.string(), 'pk_test_variegata_sandbox'),
  STRIPE_WEBHOOK_SECRET: v.optional(v.string(), 'whsec_variegata_sandbox'),
  SHIPPO_API_URL: optional(url),
  SHIPPO_API_KEY: v.optional(v.string(), 'shippo_test_variegata_sandbox'),
  STRAPI_URL: v.optional(url, 'http://127.0.0.1:3530/api'),
  STRAPI_API_TOKEN: v.optional(v.string(), ''),
  MAP_PROVIDER: v.optional(v.picklist(['', 'local', 'mapbox', 'google']), ''),
  /** Search page layout (spec 2 §2): the map variant or the list variant. */
  SEARCH_LAYOUT: v.optional(v.picklist(['map', 'list']), 'map'),
  /** Listing page layout (spec 2 §2): the default layout or the full-image (hero) layout. */
  LISTING_LAYOUT: v.optional(v.picklist(['default', 'full-image']), 'default'),
  MAPBOX_ACCESS_TOKEN: v.optional(v.string(), ''),
  GOOGLE_MAPS_API_KEY: v.optional(v.string(), ''),
  DISCOURSE_URL: optional(url),
  DISCOURSE_SSO_SECRET: v.optional(v.string(), ''),
  /** A forum API key allowed to act for any user (the top bar's unread counts); unset: no forum counts. */
  DISCOURSE_API_KEY: v.optional(v.string(), ''),
  /**
   * Social sign-in (spec 1 §2.3): each provider is offered only with its client id and secret set.
   * The search-engine account (Google's OpenID Connect) and the social network (Facebook's); the
   * issuer overrides point at another OpenID Connect provider (the sandbox's local stand-in), the
   * IdP ids name the provider as configured in the marketplace (Console > identity providers).
   */
  GOOGLE_CLIENT_ID: v.optional(v.string(), ''),
  GOOGLE_CLIENT_SECRET: v.optional(v.string(), ''),
  GOOGLE_ISSUER: v.optional(url, 'https://accounts.google.com'),
  GOOGLE_IDP_ID: v.optional(v.pipe(v.string(), v.minLength(1)), 'google'),
  FACEBOOK_APP_ID: v.optional(v.string(), ''),
  FACEBOOK_APP_SECRET: v.optional(v.string(), ''),
  FACEBOOK_ISSUER: v.optional(url, 'https://www.facebook.com'),
  FACEBOOK_IDP_ID: v.optional(v.pipe(v.string(), v.minLength(1)), 'facebook'),
  ANALYTICS_ID: v.optional(v.string(), ''),
  /** Where page views are POSTed as JSON (the analytics service's collection endpoint); unset: they are logged. */
  ANALYTICS_URL: optional(url),
  /** Error reporting (Sentry): the project's DSN (a public value); unset: nothing is reported. */
  SENTRY_DSN: optional(url),
  /** Where the site's own emails go (smtp:// or smtps://, as nodemailer takes it); unset: they are only logged. */
  SMTP_URL: optional(v.pipe(v.string(), v.regex(/^smtps?:\/\/\S+$/, 'SMTP_URL must be an smtp:// or smtps:// URL'))),
  MAIL_FROM: v.optional(v.string(), 'Variegata <hello@variegata.test>'),
  /** Directory of the site's own durable data (the newsletter list); a persistent volume in production. */
  SITE_DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), '.data/site'),
  /** Shared store for rate limits, locks and deduplication across site processes (redis://…); unset: in process. */
  REDIS_URL: optional(v.pipe(v.string(), v.regex(/^rediss?:\/\/\S+$/, 'REDIS_URL must be a redis:// or rediss:// URL'))),
  /** Set by the sandbox when it starts the site against the local twins: their public secrets are allowed. */
  VARIEGATA_SANDBOX: v.optional(v.picklist(['', '0', '1']), ''),
});

export type ServerEnv = v.InferOutput<typeof EnvSchema>;

/** The secrets whose defaults are public (the sandbox's); production must set its own. */
const SECRETS = ['SESSION_SECRET', 'SHARETRIBE_SDK_CLIENT_SECRET', 'SHARETRIBE_INTEGRATION_CLIENT_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SHIPPO_API_KEY'] as const;
const PUBLIC_DEFAULTS: Readonly<Record<(typeof SECRETS)[number], string>> = Object.fromEntries(
  SECRETS.map((name) => [name, v.getDefault(EnvSchema.entries[name]) as string]),
) as Record<(typeof SECRETS)[number], string>;

/** Parses a raw environment; throws one readable error listing every bad variable. */
export function parseEnv(raw: Record<string, string | undefined>): ServerEnv {
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined));
  const result = v.safeParse(EnvSchema, cleaned);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.output;
  if (env.NODE_ENV === 'production' && env.VARIEGATA_SANDBOX !== '1') {
    const publicOnes = SECRETS.filter((name) => env[name] === PUBLIC_DEFAULTS[name]);
    if (publicOnes.length > 0) {
      throw new Error(`Invalid configuration:\n${publicOnes.map((name) => `  ${name}: must be set in production (the default is public)`).join('\n')}`);
    }
  }
  return env;
}

/** True when the Stripe key is a real one (not the sandbox placeholder), so Stripe.js may load. */
function isRealStripeKey(key: string): boolean {
  return /^pk_(test|live)_[A-Za-z0-9]{20,}$/.test(key) && !key.includes('variegata_sandbox');
}

/** Values safe to send to the browser. Nothing secret may be added here. */
export function toPublicEnv(env: ServerEnv) {
  return {
    publicBaseUrl: env.PUBLIC_BASE_URL,
    stripePublishableKey: isRealStripeKey(env.STRIPE_PUBLISHABLE_KEY) ? env.STRIPE_PUBLISHABLE_KEY : '',
    mapProvider: env.MAP_PROVIDER || 'local',
    searchLayout: env.SEARCH_LAYOUT,
    listingLayout: env.LISTING_LAYOUT,
    mapboxAccessToken: env.MAP_PROVIDER === 'mapbox' ? env.MAPBOX_ACCESS_TOKEN : '',
    googleClientId: env.GOOGLE_CLIENT_ID,
    facebookEnabled: env.FACEBOOK_APP_ID !== '' && env.FACEBOOK_APP_SECRET !== '',
    forumEnabled: env.DISCOURSE_URL !== '' && env.DISCOURSE_SSO_SECRET !== '',
    analyticsId: env.ANALYTICS_ID,
    /** The public DSN only (it identifies the project; it is no secret), for browser error reporting. */
    sentryDsn: env.SENTRY_DSN,
  };
}

export type PublicEnv = ReturnType<typeof toPublicEnv>;

let cached: ServerEnv | undefined;

/** The process's configuration (parsed on first use, which server start-up forces). */
export function serverEnv(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
