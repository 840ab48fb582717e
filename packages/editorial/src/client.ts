// The editorial content service client: the real @strapi/client SDK plus the base address that
// relative media URLs (Strapi's local upload provider answers `/uploads/...`) are resolved against.
import { type StrapiClient, strapi } from '@strapi/client';
import { type EditorialSchemas, createSchemas } from './schemas';

export interface EditorialClientConfig {
  /** The content API root, e.g. `http://127.0.0.1:3530/api` (the sandbox) or `https://cms.example.com/api`. */
  baseURL: string;
  /** A Strapi API token; sent as `Authorization: Bearer <token>`. Omitted or blank: public access. */
  apiToken?: string | undefined;
  /**
   * Where the caller serves the service's own uploads from, when not straight from the service: an
   * image service in front of it, such as `/media` for `/media/uploads/x.jpg`. Relative media URLs
   * (Strapi's local upload provider answers `/uploads/...`) are joined to it instead of `assetBase`;
   * absolute ones (a cloud upload provider) are kept as they are.
   */
  mediaBase?: string | undefined;
}

export interface EditorialClient {
  /** The @strapi/client instance every query goes through. */
  readonly sdk: StrapiClient;
  /** The content API root without a trailing slash. */
  readonly baseURL: string;
  /** Where relative media URLs live: the server root (the API root without its `/api` suffix). */
  readonly assetBase: string;
  /** Where relative media URLs in responses point: `mediaBase` when given, else `assetBase`. */
  readonly mediaBase: string;
  /** Response schemas bound to `mediaBase`. */
  readonly schemas: EditorialSchemas;
}

/** The server root a relative media URL such as `/uploads/x.jpg` is served from. */
export function assetBaseOf(baseURL: string): string {
  return baseURL.replace(/\/+$/, '').replace(/\/api$/, '');
}

/**
 * Creates the client. An invalid `baseURL` is a configuration (developer) error: the SDK throws
 * `StrapiInitializationError`, and so does this.
 */
export function createEditorialClient(config: EditorialClientConfig): EditorialClient {
  const baseURL = config.baseURL.replace(/\/+$/, '');
  const token = config.apiToken?.trim();
  const sdk = strapi(token ? { baseURL, auth: token } : { baseURL });
  const assetBase = assetBaseOf(baseURL);
  const mediaBase = config.mediaBase?.trim() || assetBase;
  return { sdk, baseURL, assetBase, mediaBase, schemas: createSchemas(mediaBase) };
}
