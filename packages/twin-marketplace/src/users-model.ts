/** User rows and their resource views: currentUser (own, all scopes) and user (public view). */
import type { App, Ctx } from './http-context';
import { parseJson } from './db';
import { getImage } from './images-store';
import { imageNode } from './images-variants';
import type { Node } from './render';
import { stripeAccountNode, stripeAccountOf, stripeCustomerNode, stripeCustomerOf } from './stripe-model';

export interface UserRow {
  rowid: number; id: string; email: string; email_verified: number; pending_email: string | null; password_hash: string;
  first_name: string; last_name: string; display_name: string | null; bio: string | null;
  public_data: string; protected_data: string; private_data: string; metadata: string;
  profile_image_id: string | null; banned: number; deleted: number; stripe_connected: number; created_at: number;
}

export function getUser(app: App, id: string): UserRow | undefined {
  return app.db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

export function displayNameOf(u: UserRow): string {
  return u.display_name ?? `${u.first_name} ${u.last_name.slice(0, 1)}`.trim();
}

export function abbreviatedName(u: UserRow): string {
  return `${u.first_name.slice(0, 1)}${u.last_name.slice(0, 1)}`.toUpperCase();
}

function profileImageRel(ctx: Ctx, u: UserRow): () => Node | null {
  return () => {
    if (!u.profile_image_id || u.deleted || u.banned) return null;
    const img = getImage(ctx.app, u.profile_image_id);
    return img ? imageNode(ctx, img) : null;
  };
}

/** The hosted API's `currentUser.state`: `active`, `banned` (the twin has no user approval, so never `pendingApproval`). */
export function userState(u: UserRow): 'active' | 'banned' {
  return u.banned === 1 ? 'banned' : 'active';
}

export function currentUserNode(ctx: Ctx, u: UserRow): Node {
  return {
    id: u.id,
    type: 'currentUser',
    attributes: {
      banned: u.banned === 1,
      deleted: u.deleted === 1,
      state: userState(u),
      createdAt: new Date(u.created_at),
      email: u.email,
      emailVerified: u.email_verified === 1,
      pendingEmail: u.pending_email,
      stripeConnected: u.stripe_connected === 1,
      stripePayoutsEnabled: u.stripe_connected === 1,
      stripeChargesEnabled: u.stripe_connected === 1,
      identityProviders: [],
      profile: {
        firstName: u.first_name,
        lastName: u.last_name,
        displayName: displayNameOf(u),
        abbreviatedName: abbreviatedName(u),
        bio: u.bio,
        publicData: parseJson(u.public_data),
        protectedData: parseJson(u.protected_data),
        privateData: parseJson(u.private_data),
        metadata: parseJson(u.metadata),
      },
    },
    rels: {
      profileImage: profileImageRel(ctx, u),
      stripeAccount: () => { const a = stripeAccountOf(ctx.app, u.id); return a ? stripeAccountNode(a) : null; },
      stripeCustomer: () => { const c = stripeCustomerOf(ctx.app, u.id); return c ? stripeCustomerNode(c) : null; },
      effectivePermissionSet: () => ({
        id: u.id, type: 'currentUserPermissionSet',
        attributes: { postListings: 'permission/allow', initiateTransactions: 'permission/allow', read: 'permission/allow' },
      }),
    },
  };
}

/** Public view: banned or deleted users keep only their flags. */
export function userNode(ctx: Ctx, u: UserRow): Node {
  const hidden = u.banned === 1 || u.deleted === 1;
  return {
    id: u.id,
    type: 'user',
    attributes: {
      banned: u.banned === 1,
      deleted: u.deleted === 1,
      createdAt: new Date(u.created_at),
      profile: hidden
        ? { displayName: '', abbreviatedName: '', bio: null, publicData: {}, metadata: {} }
        : { displayName: displayNameOf(u), abbreviatedName: abbreviatedName(u), bio: u.bio, publicData: parseJson(u.public_data), metadata: parseJson(u.metadata) },
    },
    rels: { profileImage: profileImageRel(ctx, u) },
  };
}

/** Integration API view: everything including email and all data scopes, typed `user`. */
export function integrationUserNode(ctx: Ctx, u: UserRow): Node {
  const n = currentUserNode(ctx, u);
  return { ...n, type: 'user' };
}
