/** current_user/*, users/show and password_reset/* of the Marketplace API. */
import { randomUUID } from 'node:crypto';
import type { App, Ctx, RouteTable } from './http-context';
import { ApiError, conflict, disallowedKey, forbidden, invalidValue, missingKey, notFound } from './http-errors';
import { hashPassword, validPassword, verifyPassword } from './auth-passwords';
import { randomToken, revokeUserTokens, sha256 } from './auth-tokens';
import { mergeExtendedData } from './extended-data';
import { parseJson } from './db';
import { sendEmail } from './outbox';
import { checkIdpToken, linkIdentity } from './idp-tokens';
import { currentUserNode, getUser, userNode, type UserRow } from './users-model';
import { renderCommand, renderDoc } from './render';
import { assertUsableImage } from './images-store';
import { reindexAuthor } from './search-index';
import { finalStates, type State } from '@variegata/transaction-process/process';

/** Besides the final states: paid out or never paid, so deleting the account strands nobody's money or goods. */
const SETTLED_STATES: readonly State[] = ['completed', 'reviewed-by-customer', 'reviewed-by-provider', 'enquiry', 'negotiation'];

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const VERIFICATION_EMAILS_PER_DAY = 5;
const DAY = 86400000;

function requireUser(ctx: Ctx): UserRow {
  const u = ctx.auth.userId ? getUser(ctx.app, ctx.auth.userId) : undefined;
  if (!u || u.deleted) throw forbidden('No current user');
  return u;
}

function checkAllowed(ctx: Ctx, allowed: string[]): void {
  for (const k of Object.keys(ctx.body.values)) if (!allowed.includes(k)) throw disallowedKey(k, 'body');
}

function email(ctx: Ctx, key = 'email'): string {
  const e = ctx.body.string(key).trim();
  if (!EMAIL_RE.test(e) || e.length > 254) throw invalidValue(key, 'body', 'Invalid email address');
  return e;
}

function emailTaken(app: App, e: string, exceptId?: string): boolean {
  const row = app.db.prepare('SELECT id FROM users WHERE email = ? AND deleted = 0').get(e) as { id: string } | undefined;
  return !!row && row.id !== exceptId;
}

function nameField(ctx: Ctx, key: string, required: boolean): string | undefined {
  const v = ctx.body.string(key, false);
  if (v === undefined) { if (required) throw missingKey(key, 'body'); return undefined; }
  if (v.trim().length === 0 || v.length > 100) throw invalidValue(key, 'body');
  return v.trim();
}

function issueEmailToken(app: App, user: UserRow, kind: 'verify' | 'reset', to: string): string {
  const token = randomToken();
  app.db.prepare('INSERT INTO email_tokens (hash, kind, user_id, email, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(sha256(token), kind, user.id, to, app.now() + (kind === 'verify' ? 7 * DAY : DAY), app.now());
  const site = app.config.siteUrl;
  if (kind === 'verify') {
    sendEmail(app, { to, kind: 'verify-email', subject: 'Verify your email address',
      body: `Hi ${user.first_name}, confirm your email address: ${site}/verify-email?t=${token}\nVerification token: ${token}` });
  } else {
    sendEmail(app, { to, kind: 'password-reset', subject: 'Reset your password',
      body: `Hi ${user.first_name}, reset your password: ${site}/reset-password?t=${token}&e=${encodeURIComponent(to)}\nReset token: ${token}` });
  }
  return token;
}

function consumeEmailToken(app: App, token: string, kind: 'verify' | 'reset'): { user_id: string; email: string } | undefined {
  const row = app.db.prepare('SELECT * FROM email_tokens WHERE hash = ? AND kind = ?').get(sha256(token), kind) as
    { hash: string; user_id: string; email: string; expires_at: number; used: number } | undefined;
  if (!row || row.used || row.expires_at <= app.now()) return undefined;
  app.db.prepare('UPDATE email_tokens SET used = 1 WHERE hash = ?').run(row.hash);
  return row;
}

async function create(ctx: Ctx) {
  checkAllowed(ctx, ['email', 'password', 'firstName', 'lastName', 'displayName', 'bio', 'publicData', 'protectedData', 'privateData']);
  const e = email(ctx);
  const password = ctx.body.raw('password');
  if (password === undefined) throw missingKey('password', 'body');
  if (!validPassword(password)) throw invalidValue('password', 'body', 'Password must be 8 to 256 characters');
  const firstName = nameField(ctx, 'firstName', true)!;
  const lastName = nameField(ctx, 'lastName', true)!;
  const displayName = nameField(ctx, 'displayName', false) ?? null;
  const bio = ctx.body.nullableString('bio', 5000) ?? null;
  const publicData = mergeExtendedData({}, ctx.body.raw('publicData') ?? {}, 'publicData');
  const protectedData = mergeExtendedData({}, ctx.body.raw('protectedData') ?? {}, 'protectedData');
  const privateData = mergeExtendedData({}, ctx.body.raw('privateData') ?? {}, 'privateData');
  if (emailTaken(ctx.app, e)) throw conflict('email-taken', 'Email is already taken');
  const hash = await hashPassword(password, ctx.app.config.scryptLogN);
  if (emailTaken(ctx.app, e)) throw conflict('email-taken', 'Email is already taken');
  const id = randomUUID();
  ctx.app.db.prepare(`INSERT INTO users (id, email, password_hash, first_name, last_name, display_name, bio, public_data, protected_data, private_data, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(id, e, hash, firstName, lastName, displayName, bio,
    JSON.stringify(publicData), JSON.stringify(protectedData), JSON.stringify(privateData), ctx.app.now());
  const user = getUser(ctx.app, id)!;
  issueEmailToken(ctx.app, user, 'verify', e);
  return renderCommand(ctx, currentUserNode(ctx, user));
}

/**
 * current_user/create_with_idp: signs up with an identity provider's id token instead of a
 * password (idp-tokens.ts checks it). Email, first and last name default to the token's claims;
 * the email counts as verified when it is the one the provider verified. The provider account is
 * linked to the new user, so `auth_with_idp` logs them in from then on.
 */
async function createWithIdp(ctx: Ctx) {
  checkAllowed(ctx, ['idpId', 'idpClientId', 'idpToken', 'email', 'firstName', 'lastName', 'displayName', 'bio', 'publicData', 'protectedData', 'privateData']);
  const checked = await checkIdpToken(ctx.app, ctx.body.string('idpId'), ctx.body.string('idpClientId'), ctx.body.string('idpToken'));
  if (!checked.ok) {
    throw checked.reason === 'unknown-idp'
      ? invalidValue('idpId', 'body', 'Unknown identity provider or client id')
      : new ApiError(403, 'idp-token-invalid', 'Invalid identity provider token');
  }
  const identity = checked.identity;
  const e = ctx.body.has('email') ? email(ctx) : identity.email;
  if (!e || !EMAIL_RE.test(e)) throw missingKey('email', 'body');
  const firstName = nameField(ctx, 'firstName', false) ?? identity.givenName;
  const lastName = nameField(ctx, 'lastName', false) ?? identity.familyName;
  if (!firstName) throw missingKey('firstName', 'body');
  if (!lastName) throw missingKey('lastName', 'body');
  const displayName = nameField(ctx, 'displayName', false) ?? null;
  const bio = ctx.body.nullableString('bio', 5000) ?? null;
  const publicData = mergeExtendedData({}, ctx.body.raw('publicData') ?? {}, 'publicData');
  const protectedData = mergeExtendedData({}, ctx.body.raw('protectedData') ?? {}, 'protectedData');
  const privateData = mergeExtendedData({}, ctx.body.raw('privateData') ?? {}, 'privateData');
  const linked = ctx.app.db.prepare('SELECT 1 FROM idp_accounts a JOIN users u ON u.id = a.user_id WHERE a.idp_id = ? AND a.subject = ? AND u.deleted = 0')
    .get(identity.idpId, identity.subject);
  if (linked) throw conflict('idp-account-taken', 'This identity provider account already belongs to a user');
  // No password: a random one nobody knows (the user logs in with the provider, or resets it).
  const hash = await hashPassword(randomToken(), ctx.app.config.scryptLogN);
  if (emailTaken(ctx.app, e)) throw conflict('email-taken', 'Email is already taken');
  const verified = identity.emailVerified && identity.email?.toLowerCase() === e.toLowerCase();
  const id = randomUUID();
  ctx.app.db.transaction(() => {
    ctx.app.db.prepare(`INSERT INTO users (id, email, email_verified, password_hash, first_name, last_name, display_name, bio, public_data, protected_data, private_data, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(id, e, verified ? 1 : 0, hash, firstName, lastName, displayName, bio,
      JSON.stringify(publicData), JSON.stringify(protectedData), JSON.stringify(privateData), ctx.app.now());
    linkIdentity(ctx.app, identity, id);
  })();
  const user = getUser(ctx.app, id)!;
  if (!verified) issueEmailToken(ctx.app, user, 'verify', e);
  return renderCommand(ctx, currentUserNode(ctx, user));
}

function updateProfile(ctx: Ctx) {
  const u = requireUser(ctx);
  if (ctx.body.has('metadata')) throw disallowedKey('metadata', 'body');
  checkAllowed(ctx, ['firstName', 'lastName', 'displayName', 'bio', 'publicData', 'protectedData', 'privateData', 'profileImageId']);
  const firstName = nameField(ctx, 'firstName', false) ?? u.first_name;
  const lastName = nameField(ctx, 'lastName', false) ?? u.last_name;
  const dn = ctx.body.nullableString('displayName', 100);
  const displayName = dn === undefined ? u.display_name : dn;
  const bioIn = ctx.body.nullableString('bio', 5000);
  const bio = bioIn === undefined ? u.bio : bioIn;
  let profileImageId = u.profile_image_id;
  if (ctx.body.raw('profileImageId') === null) profileImageId = null;
  else if (ctx.body.has('profileImageId')) {
    const imageId = ctx.body.uuid('profileImageId');
    assertUsableImage(ctx.app, imageId, u.id, u.profile_image_id ? [u.profile_image_id] : []);
    profileImageId = imageId;
  }
  const pub = mergeExtendedData(parseJson(u.public_data), ctx.body.raw('publicData'), 'publicData');
  const prot = mergeExtendedData(parseJson(u.protected_data), ctx.body.raw('protectedData'), 'protectedData');
  const priv = mergeExtendedData(parseJson(u.private_data), ctx.body.raw('privateData'), 'privateData');
  ctx.app.db.prepare(`UPDATE users SET first_name = ?, last_name = ?, display_name = ?, bio = ?, profile_image_id = ?,
    public_data = ?, protected_data = ?, private_data = ? WHERE id = ?`)
    .run(firstName, lastName, displayName, bio, profileImageId, JSON.stringify(pub), JSON.stringify(prot), JSON.stringify(priv), u.id);
  return renderCommand(ctx, currentUserNode(ctx, getUser(ctx.app, u.id)!));
}

async function requireCurrentPassword(ctx: Ctx, u: UserRow): Promise<void> {
  const current = ctx.body.string('currentPassword');
  if (!(await verifyPassword(current, u.password_hash))) throw forbidden('Invalid current password');
}

async function changePassword(ctx: Ctx) {
  const u = requireUser(ctx);
  checkAllowed(ctx, ['currentPassword', 'newPassword']);
  const newPassword = ctx.body.raw('newPassword');
  if (newPassword === undefined) throw missingKey('newPassword', 'body');
  if (!validPassword(newPassword)) throw invalidValue('newPassword', 'body', 'Password must be 8 to 256 characters');
  await requireCurrentPassword(ctx, u);
  const hash = await hashPassword(newPassword, ctx.app.config.scryptLogN);
  ctx.app.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, u.id);
  // End every other session of the user (ASVS 7.4.3); the current login keeps working.
  revokeUserTokens(ctx.app, u.id, ctx.auth.family);
  return renderCommand(ctx, currentUserNode(ctx, getUser(ctx.app, u.id)!));
}

async function changeEmail(ctx: Ctx) {
  const u = requireUser(ctx);
  checkAllowed(ctx, ['currentPassword', 'email']);
  const e = email(ctx);
  await requireCurrentPassword(ctx, u);
  if (emailTaken(ctx.app, e, u.id)) throw conflict('email-taken', 'Email is already taken');
  ctx.app.db.prepare('UPDATE users SET email = ?, email_verified = 0 WHERE id = ?').run(e, u.id);
  issueEmailToken(ctx.app, getUser(ctx.app, u.id)!, 'verify', e);
  return renderCommand(ctx, currentUserNode(ctx, getUser(ctx.app, u.id)!));
}

function verifyEmail(ctx: Ctx) {
  const u = requireUser(ctx);
  const token = ctx.body.string('verificationToken');
  const row = consumeEmailToken(ctx.app, token, 'verify');
  if (!row || row.user_id !== u.id || row.email.toLowerCase() !== u.email.toLowerCase()) {
    throw conflict('email-verification-token-invalid', 'Invalid or expired verification token');
  }
  ctx.app.db.prepare('UPDATE users SET email_verified = 1 WHERE id = ?').run(u.id);
  return renderCommand(ctx, currentUserNode(ctx, getUser(ctx.app, u.id)!));
}

function sendVerificationEmail(ctx: Ctx) {
  const u = requireUser(ctx);
  if (u.email_verified) throw conflict('email-already-verified', 'Email is already verified');
  const sent = (ctx.app.db.prepare("SELECT COUNT(*) AS n FROM email_tokens WHERE user_id = ? AND kind = 'verify' AND created_at > ?")
    .get(u.id, ctx.app.now() - DAY) as { n: number }).n;
  if (sent >= VERIFICATION_EMAILS_PER_DAY) {
    throw new ApiError(429, 'email-too-many-verification-requests', `At most ${VERIFICATION_EMAILS_PER_DAY} verification emails a day`);
  }
  issueEmailToken(ctx.app, u, 'verify', u.email);
  return renderCommand(ctx, currentUserNode(ctx, u));
}

async function deleteUser(ctx: Ctx) {
  const u = requireUser(ctx);
  await requireCurrentPassword(ctx, u);
  const settled = [...finalStates, ...SETTLED_STATES];
  const open = (ctx.app.db.prepare(`SELECT COUNT(*) AS n FROM transactions WHERE (customer_id = ? OR provider_id = ?)
    AND state NOT IN (${settled.map(() => '?').join(',')})`).get(u.id, u.id, ...settled) as { n: number }).n;
  if (open > 0) throw conflict('user-has-unfinished-transactions', 'The user has unfinished transactions');
  ctx.app.db.transaction(() => {
    ctx.app.db.prepare(`UPDATE users SET deleted = 1, email = ?, first_name = '', last_name = '', display_name = NULL, bio = NULL,
      public_data = '{}', protected_data = '{}', private_data = '{}', profile_image_id = NULL WHERE id = ?`).run(`deleted-${u.id}@deleted.invalid`, u.id);
    ctx.app.db.prepare("UPDATE listings SET state = 'closed', deleted = 1 WHERE author_id = ?").run(u.id);
    reindexAuthor(ctx.app, u.id);
    revokeUserTokens(ctx.app, u.id);
  })();
  return renderCommand(ctx, { id: u.id, type: 'currentUser', attributes: {} });
}

function show(ctx: Ctx) {
  return renderDoc(ctx, currentUserNode(ctx, requireUser(ctx)));
}

function usersShow(ctx: Ctx) {
  const id = ctx.query.uuid('id');
  const u = getUser(ctx.app, id);
  if (!u) throw notFound('User not found');
  return renderDoc(ctx, userNode(ctx, u));
}

function resetRequest(ctx: Ctx) {
  const e = email(ctx);
  const u = ctx.app.db.prepare('SELECT * FROM users WHERE email = ? AND deleted = 0').get(e) as UserRow | undefined;
  if (!u) throw conflict('email-not-found', 'No user with that email');
  if (!u.email_verified) throw conflict('email-unverified', 'The email address is not verified');
  issueEmailToken(ctx.app, u, 'reset', u.email);
  return renderCommand(ctx, { id: randomUUID(), type: 'passwordReset', attributes: {} });
}

async function resetReset(ctx: Ctx) {
  const e = email(ctx);
  const token = ctx.body.string('passwordResetToken');
  const newPassword = ctx.body.raw('newPassword');
  if (newPassword === undefined) throw missingKey('newPassword', 'body');
  if (!validPassword(newPassword)) throw invalidValue('newPassword', 'body', 'Password must be 8 to 256 characters');
  const row = consumeEmailToken(ctx.app, token, 'reset');
  const u = row ? getUser(ctx.app, row.user_id) : undefined;
  if (!row || !u || u.deleted || u.email.toLowerCase() !== e.toLowerCase()) {
    throw conflict('password-reset-token-invalid', 'Invalid or expired password reset token');
  }
  const hash = await hashPassword(newPassword, ctx.app.config.scryptLogN);
  ctx.app.db.prepare('UPDATE users SET password_hash = ?, email_verified = 1 WHERE id = ?').run(hash, u.id);
  revokeUserTokens(ctx.app, u.id);
  return renderCommand(ctx, { id: randomUUID(), type: 'passwordReset', attributes: {} });
}

export const userRoutes: RouteTable = {
  'current_user/show': { method: 'GET', auth: 'user', handler: show },
  'current_user/create': { method: 'POST', auth: 'public', handler: create },
  'current_user/create_with_idp': { method: 'POST', auth: 'public', handler: createWithIdp },
  'current_user/update_profile': { method: 'POST', auth: 'user', handler: updateProfile },
  'current_user/change_password': { method: 'POST', auth: 'user', fullUserOnly: true, handler: changePassword },
  'current_user/change_email': { method: 'POST', auth: 'user', fullUserOnly: true, handler: changeEmail },
  'current_user/verify_email': { method: 'POST', auth: 'user', handler: verifyEmail },
  'current_user/send_verification_email': { method: 'POST', auth: 'user', handler: sendVerificationEmail },
  'current_user/delete': { method: 'POST', auth: 'user', fullUserOnly: true, handler: deleteUser },
  'users/show': { method: 'GET', auth: 'public', handler: usersShow },
  'password_reset/request': { method: 'POST', auth: 'public', handler: resetRequest },
  'password_reset/reset': { method: 'POST', auth: 'public', handler: resetReset },
};
