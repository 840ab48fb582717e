import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, failure, newUser, sdkFor, startTestTwin } from './testing/harness';
import type { RunningMarketplaceTwin } from './server';

let twin: RunningMarketplaceTwin;
beforeAll(async () => { twin = await startTestTwin(); });
afterAll(async () => { await twin.close(); });

function tokenFrom(body: string): string {
  const m = /token: (\S+)/.exec(body);
  if (!m) throw new Error('no token in email');
  return m[1]!;
}

describe('current_user', () => {
  it('create returns only {id,type} without expand, and sends a verification email to the outbox', async () => {
    const sdk = sdkFor(twin);
    const res = await sdk.currentUser.create({ email: 'new.person@example.com', password: 'long enough pw', firstName: 'New', lastName: 'Person' });
    expect(res.data.data.type).toBe('currentUser');
    expect(res.data.data.attributes).toBeUndefined();
    expect(twin.outbox(1)[0]).toMatchObject({ to: 'new.person@example.com', kind: 'verify-email' });
  });

  it('email taken is 409 email-taken; invalid params are 400 with the path', async () => {
    const u = await newUser(twin);
    const e = await failure(sdkFor(twin).currentUser.create({ email: u.email.toUpperCase(), password: 'long enough pw', firstName: 'A', lastName: 'B' }));
    expect(e.status).toBe(409);
    expect(errorCode(e)).toBe('email-taken');
    const bad = await failure(sdkFor(twin).currentUser.create({ email: 'not-an-email', password: 'long enough pw', firstName: 'A', lastName: 'B' }));
    expect(bad.status).toBe(400);
    expect(bad.data.errors[0].source).toEqual({ path: ['email'], type: 'body' });
    const short = await failure(sdkFor(twin).currentUser.create({ email: 'x@example.com', password: 'short', firstName: 'A', lastName: 'B' }));
    expect(errorCode(short)).toBe('validation-invalid-value');
    const missing = await failure(sdkFor(twin).currentUser.create({ email: 'y@example.com', password: 'long enough pw', lastName: 'B' }));
    expect(errorCode(missing)).toBe('validation-missing-key');
  });

  it('update_profile merges extended data key by key and null removes a key; metadata is read-only', async () => {
    const u = await newUser(twin, { publicData: { a: 1, b: 2 }, privateData: { membershipPlanId: 'freePlan' } });
    const res = await u.sdk.currentUser.updateProfile({ displayName: 'Plant Person', publicData: { b: null, c: 3 }, protectedData: { myFavorites: ['x'] } }, { expand: true });
    const p = res.data.data.attributes.profile;
    expect(p.publicData).toEqual({ a: 1, c: 3 });
    expect(p.privateData).toEqual({ membershipPlanId: 'freePlan' });
    expect(p.protectedData).toEqual({ myFavorites: ['x'] });
    expect(p.displayName).toBe('Plant Person');
    expect(p.abbreviatedName).toBe('TU');
    const e = await failure(u.sdk.currentUser.updateProfile({ metadata: { verified: true } }));
    expect(e.status).toBe(400);
    expect(errorCode(e)).toBe('validation-disallowed-key');
    const big = await failure(u.sdk.currentUser.updateProfile({ publicData: { blob: 'x'.repeat(60 * 1024) } }));
    expect(big.status).toBe(400);
  });

  it('change_password: wrong current password is 403, right one works and ends other sessions', async () => {
    const u = await newUser(twin);
    const other = sdkFor(twin);
    await other.login({ username: u.email, password: u.password });
    const e = await failure(u.sdk.currentUser.changePassword({ currentPassword: 'wrong wrong', newPassword: 'brand new password' }));
    expect(e.status).toBe(403);
    expect((await u.sdk.authInfo()).isAnonymous).toBe(false);
    await u.sdk.currentUser.changePassword({ currentPassword: u.password, newPassword: 'brand new password' });
    expect((await u.sdk.currentUser.show()).status).toBe(200);
    await other.listings.query({});
    expect((await other.authInfo()).isAnonymous).toBe(true);
    await failure(sdkFor(twin).login({ username: u.email, password: u.password }));
    await sdkFor(twin).login({ username: u.email, password: 'brand new password' });
  });

  it('change_email needs the current password, rejects taken emails and resets verification', async () => {
    const u = await newUser(twin);
    const v = await newUser(twin);
    expect((await failure(u.sdk.currentUser.changeEmail({ currentPassword: 'nope nope', email: 'c@example.com' }))).status).toBe(403);
    expect(errorCode(await failure(u.sdk.currentUser.changeEmail({ currentPassword: u.password, email: v.email })))).toBe('email-taken');
    const res = await u.sdk.currentUser.changeEmail({ currentPassword: u.password, email: `changed-${u.id}@example.com` }, { expand: true });
    expect(res.data.data.attributes.email).toBe(`changed-${u.id}@example.com`);
    expect(res.data.data.attributes.emailVerified).toBe(false);
  });

  it('verify_email with the emailed token; send_verification_email at most 5 a day', async () => {
    const u = await newUser(twin);
    const token = tokenFrom(twin.outbox(20).find((m) => m.to === u.email)!.body);
    const bad = await failure(u.sdk.currentUser.verifyEmail({ verificationToken: 'bogus' }));
    expect(bad.status).toBe(409);
    const res = await u.sdk.currentUser.verifyEmail({ verificationToken: token }, { expand: true });
    expect(res.data.data.attributes.emailVerified).toBe(true);
    const w = await newUser(twin);
    // the signup email counts as the first of the day
    for (let i = 0; i < 4; i += 1) await w.sdk.currentUser.sendVerificationEmail();
    const e = await failure(w.sdk.currentUser.sendVerificationEmail());
    expect(errorCode(e)).toBe('email-too-many-verification-requests');
  });

  it('password reset: request writes the email, reset sets the new password; unknown email is 409', async () => {
    const u = await newUser(twin);
    const anon = sdkFor(twin);
    expect(errorCode(await failure(anon.passwordReset.request({ email: 'nobody@example.com' })))).toBe('email-not-found');
    expect(errorCode(await failure(anon.passwordReset.request({ email: u.email })))).toBe('email-unverified');
    await u.sdk.currentUser.verifyEmail({ verificationToken: tokenFrom(twin.outbox(50).find((m) => m.to === u.email && m.kind === 'verify-email')!.body) });
    await anon.passwordReset.request({ email: u.email });
    const mail = twin.outbox(1)[0]!;
    expect(mail.kind).toBe('password-reset');
    const token = tokenFrom(mail.body);
    expect((await failure(anon.passwordReset.reset({ email: u.email, passwordResetToken: 'bad', newPassword: 'reset password 1' }))).status).toBe(409);
    await anon.passwordReset.reset({ email: u.email, passwordResetToken: token, newPassword: 'reset password 1' });
    await sdkFor(twin).login({ username: u.email, password: 'reset password 1' });
    expect((await failure(anon.passwordReset.reset({ email: u.email, passwordResetToken: token, newPassword: 'reset password 2' }))).status).toBe(409);
  });

  it('delete needs the password, then the user is flagged deleted and cannot log in', async () => {
    const u = await newUser(twin);
    expect((await failure(u.sdk.currentUser.delete({ currentPassword: 'nope nope' }))).status).toBe(403);
    await u.sdk.currentUser.delete({ currentPassword: u.password });
    const shown = await sdkFor(twin).users.show({ id: u.id });
    expect(shown.data.data.attributes.deleted).toBe(true);
    expect(shown.data.data.attributes.profile.displayName).toBe('');
    expect((await failure(sdkFor(twin).login({ username: u.email, password: u.password }))).status).toBe(401);
  });
});

describe('users/show', () => {
  it('is the public view: no email or private data; banned users are flagged', async () => {
    const u = await newUser(twin, { privateData: { membershipPlanId: 'premiumPlan' }, publicData: { city: 'Oslo' } });
    const res = await sdkFor(twin).users.show({ id: u.id });
    const a = res.data.data.attributes;
    expect(res.data.data.type).toBe('user');
    expect(a.email).toBeUndefined();
    expect(a.profile.privateData).toBeUndefined();
    expect(a.profile.publicData).toEqual({ city: 'Oslo' });
    twin.app.db.prepare('UPDATE users SET banned = 1 WHERE id = ?').run(u.id);
    const banned = await sdkFor(twin).users.show({ id: u.id });
    expect(banned.data.data.attributes.banned).toBe(true);
    expect(banned.data.data.attributes.profile.publicData).toEqual({});
  });
  it('unknown id is 404, malformed id is 400', async () => {
    expect((await failure(sdkFor(twin).users.show({ id: '00000000-0000-4000-8000-000000000000' }))).status).toBe(404);
    const e = await failure(sdkFor(twin).users.show({ id: 'abc' }));
    expect(e.status).toBe(400);
    expect(e.data.errors[0].source).toEqual({ path: ['id'], type: 'query' });
  });
});

describe('account deletion with open transactions', () => {
  it('is refused (409) while an order is in progress', async () => {
    const { itemLineItems, publishedListing, trustedSdk, types } = await import('./testing/harness');
    const seller = await newUser(twin);
    const buyer = await newUser(twin);
    const listingId = await publishedListing(seller, { stock: 1 });
    const trusted = await trustedSdk(twin, buyer.sdk);
    await trusted.transactions.initiate({
      processAlias: 'default-purchase/release-1', transition: 'transition/request-payment',
      params: { listingId: new types.UUID(listingId), stockReservationQuantity: 1, lineItems: itemLineItems(5000, 1) },
    });
    const e = await failure(buyer.sdk.currentUser.delete({ currentPassword: buyer.password }));
    expect(e.status).toBe(409);
    expect(errorCode(e)).toBe('user-has-unfinished-transactions');
  });
});
