/** Twin configuration (defaults filled by server.ts from the options). */
export type SearchFieldType = 'enum' | 'multi-enum' | 'boolean' | 'long' | 'text';

export interface SearchField {
  /** Extended data key, e.g. `genus`; filtered as pub_genus / meta_genus. */
  key: string;
  scope: 'public' | 'metadata';
  type: SearchFieldType;
}

export interface ClientCredentials { clientId: string; clientSecret: string }

/**
 * An OpenID Connect identity provider configured for the marketplace (as in the hosted Console):
 * its id (the `idpId` the SDK sends), the client id the site uses at the provider (the id tokens'
 * audience) and its issuer (discovery at `${issuer}/.well-known/openid-configuration`).
 */
export interface IdentityProviderConfig { idpId: string; clientId: string; issuer: string }

export interface TwinConfig {
  /** Identity providers whose id tokens current_user/create_with_idp and auth_with_idp accept. */
  identityProviders: IdentityProviderConfig[];
  publicUrl: string;
  /** The site's base URL used in email links. */
  siteUrl: string;
  /** Extra composite sort indexes (columns as sort keys like -pub_closedAuctionInt). */
  sortIndexes: string[][];
  /** When true, new and published listings go to pendingApproval. */
  requireListingApproval: boolean;
  /** The marketplace app client: the only client id the password, refresh and public grants accept; token_exchange needs its secret. */
  marketplaceClient: ClientCredentials;
  /** The Integration API client (client_credentials with secret, scope integ). */
  integrationClient: ClientCredentials;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** log2 of the scrypt cost N; OWASP: 17. */
  scryptLogN: number;
  maxImageBytes: number;
  /** Largest upload in pixels (width x height read from the file header before decoding). */
  maxImagePixels: number;
  /**
   * Proxies whose X-Forwarded-For is believed when telling where a login attempt comes from
   * (proxy-addr trust list: addresses, CIDR ranges, `loopback`...). Empty: the socket's peer address.
   */
  trustedProxies: string[];
  searchSchema: SearchField[];
  /** Marketplace name shown by marketplace/show. */
  marketplaceName: string;
}

/** The search schema Variegata needs (spec 2 §3 listing filters and sort fields). */
export const variegataSearchSchema: SearchField[] = [
  { key: 'genus', scope: 'public', type: 'enum' },
  { key: 'species', scope: 'public', type: 'enum' },
  { key: 'type', scope: 'public', type: 'enum' },
  { key: 'variegation', scope: 'public', type: 'enum' },
  { key: 'hybrid', scope: 'public', type: 'enum' },
  { key: 'plantType', scope: 'public', type: 'enum' },
  { key: 'rooted', scope: 'public', type: 'enum' },
  { key: 'importedRecently', scope: 'public', type: 'enum' },
  { key: 'tradeName', scope: 'public', type: 'enum' },
  { key: 'parentSpeciesA', scope: 'public', type: 'enum' },
  { key: 'parentSpeciesB', scope: 'public', type: 'enum' },
  { key: 'isPrivate', scope: 'public', type: 'boolean' },
  { key: 'isQuickSell', scope: 'public', type: 'boolean' },
  { key: 'closedAuctionInt', scope: 'public', type: 'long' },
  { key: 'hasStockInt', scope: 'public', type: 'long' },
  { key: 'auctionDateTimestamp', scope: 'public', type: 'long' },
  { key: 'displayPrice', scope: 'public', type: 'long' },
  { key: 'viewsByCurrentDay', scope: 'metadata', type: 'long' },
  { key: 'verified', scope: 'metadata', type: 'boolean' },
  /** The default order's premium placement key (@variegata/membership/placement). */
  { key: 'placementInt', scope: 'metadata', type: 'long' },
];

/**
 * Composite indexes for the site's sorts: the default search order (spec 2: closed auctions last,
 * in stock first, premium placement then fewest views today; before it: fewest views today), the trending/verified order of the top bar shortcut, and
 * both within a genus.
 */
export const variegataSortIndexes: string[][] = [
  ['-pub_closedAuctionInt', 'pub_hasStockInt', '-meta_viewsByCurrentDay'],
  ['-pub_closedAuctionInt', 'pub_hasStockInt', 'meta_viewsByCurrentDay'],
  ['-pub_closedAuctionInt', 'pub_hasStockInt', '-meta_placementInt'],
  ['pub_genus', '-pub_closedAuctionInt', 'pub_hasStockInt', '-meta_viewsByCurrentDay'],
  ['pub_genus', '-pub_closedAuctionInt', 'pub_hasStockInt', 'meta_viewsByCurrentDay'],
  ['pub_genus', '-pub_closedAuctionInt', 'pub_hasStockInt', '-meta_placementInt'],
];
