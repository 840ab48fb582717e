/** Request context, route and reply types shared by every handler. */
import type { Db } from './db';
import type { Params } from './http-params';
import type { TwinConfig } from './config';
import type { PaymentHooks } from './payments-hooks';
import type { StripeHooks } from './stripe-hooks';
import type { AssetLibrary } from './assets-store';
import type { ProcessRegistry } from './processes-registry';

export interface OutgoingEmail { to: string; subject: string; body: string; kind: string }

export interface AuthContext {
  userId: string | null;
  clientId: string;
  scopes: string[];
  trusted: boolean;
  integration: boolean;
  anonymous: boolean;
  limited: boolean;
  /** Login family of the token (password change keeps it, ends the others). */
  family: string;
}

export interface UploadedFile { fieldName: string; filename: string; contentType: string; data: Buffer }

export interface App {
  db: Db;
  config: TwinConfig;
  now(): number;
  /** Payment actions of the transaction process. */
  paymentHooks: PaymentHooks;
  /** Stripe calls behind the stripe_* endpoints. */
  stripeHooks: StripeHooks;
  /** Called for every email after it is written to the outbox (e.g. an SMTP sender). */
  mailer?: (email: OutgoingEmail) => Promise<void> | void;
  /** Hosted configuration assets behind the Asset Delivery API. */
  assets: AssetLibrary;
  /** The transaction processes the engine runs, by alias and by name + version. */
  processes: ProcessRegistry;
}

export interface Ctx {
  app: App;
  api: 'marketplace' | 'integration';
  endpoint: string;
  query: Params;
  body: Params;
  rawQuery: Record<string, string>;
  auth: AuthContext;
  files: UploadedFile[];
}

export interface Reply { status?: number; body: Record<string, unknown> }

export type AuthLevel = 'public' | 'user' | 'integration';

export interface Route {
  method: 'GET' | 'POST';
  auth: AuthLevel;
  /** Refuse user:limited tokens (password, email, account deletion...). */
  fullUserOnly?: boolean;
  multipart?: boolean;
  handler: (ctx: Ctx) => Reply | Promise<Reply>;
}

export type RouteTable = Record<string, Route>;
