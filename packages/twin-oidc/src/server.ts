/**
 * A local OpenID Connect provider (oidc-provider, certified OpenID Connect implementation) standing
 * in for a social network or search-engine account: discovery, authorization code flow with PKCE
 * (S256, required), signed id tokens (RS256, key made at start), userinfo and JWKS. Its sign-in
 * page lists the demo identities; a click signs in and grants the requested scopes. The id token
 * carries the profile and email claims, as the big providers' id tokens do, so a relying party
 * (the marketplace's identity-provider endpoints) can read them from the token alone.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeServer, listen, type RunningTwin } from '@variegata/twin-kit/http-server';
import Provider, { errors } from 'oidc-provider';
import { claimsOf, DEMO_IDENTITIES, findIdentity, type DemoIdentity } from './demo-identities';
import { errorPage, signInPage } from './interaction-page';
import { memoryStore } from './memory-store';

export interface OidcClient {
  clientId: string;
  clientSecret: string;
  /** Exact redirect URIs the client may use (no patterns, as the specification requires). */
  redirectUris: string[];
  /** Shown on the sign-in page. */
  name?: string;
}

export interface OidcTwinOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** The issuer (base URL) when the twin is reached through another address than host:port. */
  publicUrl?: string;
  clients: OidcClient[];
  identities?: readonly DemoIdentity[];
}

export interface RunningOidcTwin extends RunningTwin {
  /** The issuer identifier (`iss` of its tokens; discovery at `${issuer}/.well-known/openid-configuration`). */
  issuer: string;
  identities: readonly DemoIdentity[];
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 16 * 1024) throw new errors.InvalidRequest('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function createProvider(issuer: string, options: OidcTwinOptions, identities: readonly DemoIdentity[]): Provider {
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    adapter: memoryStore(),
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      client_name: client.name ?? client.clientId,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [{ ...signingKey, kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    conformIdTokenClaims: false,
    pkce: { methods: ['S256'], required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage(String(out['error'] ?? 'server_error'), typeof out['error_description'] === 'string' ? out['error_description'] : undefined);
    },
    ttl: { AccessToken: 600, AuthorizationCode: 120, IdToken: 600, Interaction: 900, Session: 3600, Grant: 3600 },
    async findAccount(_ctx, sub) {
      const identity = findIdentity(sub, identities);
      if (!identity) return undefined;
      return { accountId: identity.sub, claims: () => claimsOf(identity) };
    },
  });
  return provider;
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(body);
}

async function handleInteraction(provider: Provider, identities: readonly DemoIdentity[], req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  const [, , uid, step] = path.split('/');
  const details = await provider.interactionDetails(req, res);
  if (!uid || details.uid !== uid) return send(res, 400, 'text/plain; charset=utf-8', 'Unknown sign-in attempt');
  const clientId = String(details.params.client_id ?? '');
  if (req.method === 'GET' && !step) {
    const client = await provider.Client.find(clientId);
    return send(res, 200, 'text/html; charset=utf-8', signInPage(uid, client?.clientName ?? clientId, identities));
  }
  if (req.method !== 'POST') return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed');
  if (step === 'abort') {
    return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The user cancelled the sign-in' }, { mergeWithLastSubmission: false });
  }
  if (step !== 'login') return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
  const identity = findIdentity((await readForm(req)).get('sub') ?? '', identities);
  if (!identity) return send(res, 400, 'text/plain; charset=utf-8', 'Choose one of the listed identities');
  const grant = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
  const next = grant ?? new provider.Grant({ accountId: identity.sub, clientId });
  next.addOIDCScope(String(details.params.scope ?? 'openid'));
  const grantId = await next.save();
  await provider.interactionFinished(req, res, { login: { accountId: identity.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
}

export async function startOidcTwin(options: OidcTwinOptions): Promise<RunningOidcTwin> {
  const host = options.host ?? '127.0.0.1';
  const identities = options.identities ?? DEMO_IDENTITIES;
  let provider: Provider | undefined;
  let oidc: ReturnType<Provider['callback']> | undefined;
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://twin.local').pathname;
    if (!path.startsWith('/interaction/')) return void oidc!(req, res);
    handleInteraction(provider!, identities, req, res, path).catch((error: unknown) => {
      const message = error instanceof errors.OIDCProviderError ? error.error_description ?? error.message : 'The sign-in attempt expired; start again from the site';
      if (res.headersSent) res.end();
      else send(res, 400, 'text/plain; charset=utf-8', message);
    });
  });
  const url = await listen(server, options.port, host);
  const issuer = options.publicUrl ?? url;
  provider = createProvider(issuer, options, identities);
  oidc = provider.callback();
  return {
    url,
    issuer,
    identities,
    status: () => ({ issuer, clients: options.clients.map((client) => client.clientId), identities: identities.length }),
    close: () => closeServer(server),
  };
}
