/**
 * The user and session calls through the real sharetribe-flex-sdk against the marketplace twin:
 * sign-up, the current user with every data scope, profile, email and password changes, email
 * verification and password reset (tokens from the twin's outbox), public profiles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMarketplaceTwin } from '@variegata/twin-marketplace/server';
import { DEMO_PASSWORD, demoUsers, seedMarketplaceDemo } from '@variegata/twin-marketplace/seed';
import { sdkFor, startTestTwin } from '@variegata/twin-marketplace/testing/harness';
import { marketplaceApi } from './marketplace-api';

let twin: RunningMarketplaceTwin;

beforeAll(async () => {
  twin = await startTestTwin();
  await seedMarketplaceDemo(twin, { listings: 10, scryptLogN: 10 });
});
afterAll(async () => {
  await twin.close();
});

const emailedToken = (to: string, kind: string): string => {
  const mail = twin.outbox(50).find((m) => m.to === to && m.kind === kind);
  const token = mail && /token: (\S+)/.exec(mail.body)?.[1];
  if (!token) throw new Error(`no ${kind} email to ${to}`);
  return token;
};

let counter = 0;
async function signUp() {
  counter += 1;
  const email = `grower${counter}-${Date.now().toString(36)}@example.com`;
  const api = marketplaceApi(sdkFor(twin));
  const user = await api.currentUser.create({
    email,
    password: 'correct horse battery',
    firstName: 'Rosa',
    lastName: 'Lind',
    protectedData: { country: 'US', hasAcceptedNewsletter: true, signedUpFrom: 'AuthPage' },
  });
  await api.login({ username: email, password: 'correct horse battery' });
  return { api, user, email };
}

describe('the current user', () => {
  it('signs up, logs in and reads themselves with every data scope', async () => {
    const { api, user, email } = await signUp();
    expect(user).toMatchObject({ email, emailVerified: false, pendingEmail: null, banned: false, deleted: false, stripeConnected: false });
    expect(user.profile).toMatchObject({ firstName: 'Rosa', lastName: 'Lind', displayName: 'Rosa L', abbreviatedName: 'RL', bio: null });
    expect(user.profile.protectedData).toEqual({ country: 'US', hasAcceptedNewsletter: true, signedUpFrom: 'AuthPage' });
    expect((await api.authInfo()).isAnonymous).toBe(false);

    const me = await api.currentUser.show({ include: ['profileImage', 'stripeAccount', 'stripeCustomer'] });
    expect(me.id).toBe(user.id);
    expect(me.createdAt).toBeInstanceOf(Date);
    expect(me.profileImage).toBeNull();
    expect(me.stripeAccount).toBeNull();
    expect(me.stripeCustomer).toBeNull();
  });

  it('reads a demo member with plan, username and favourites', async () => {
    const api = marketplaceApi(sdkFor(twin));
    const premium = demoUsers.find((u) => u.plan === 'premiumPlan')!;
    await api.login({ username: premium.email, password: DEMO_PASSWORD });
    const me = await api.currentUser.show();
    expect(me.profile.privateData.membershipPlanId).toBe('premiumPlan');
    expect(me.profile.metadata).toMatchObject({ username: premium.username, verified: true });
    expect(me.profile.protectedData.myFavorites).toEqual([]);
    expect(me.emailVerified).toBe(true);
  });

  it('updates the profile: names, extended data merged key by key, a profile image', async () => {
    const { api } = await signUp();
    const withFavourites = await api.currentUser.updateProfile({ bio: 'Aroids', protectedData: { myFavorites: ['a', 'b'], phoneNumber: '+15125550100' } });
    expect(withFavourites.profile.bio).toBe('Aroids');
    expect(withFavourites.profile.protectedData).toMatchObject({ country: 'US', myFavorites: ['a', 'b'], phoneNumber: '+15125550100' });
    const withoutPhone = await api.currentUser.updateProfile({ protectedData: { phoneNumber: null } });
    expect(withoutPhone.profile.protectedData.phoneNumber).toBeUndefined();
    expect(withoutPhone.profile.protectedData.myFavorites).toEqual(['a', 'b']);

    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4//8/AxMDAwPD//8MDAAX9AP9V0QKCQAAAABJRU5ErkJggg==', 'base64');
    const image = await api.images.upload({ image: new Blob([png], { type: 'image/png' }) });
    const withImage = await api.currentUser.updateProfile({ profileImageId: image.id }, { include: ['profileImage'], 'fields.image': ['variants.square-small'] });
    expect(withImage.profileImage?.id).toBe(image.id);
    expect(withImage.profileImage?.variants['square-small']?.width).toBe(240);
  });

  it('verifies the email with the emailed token', async () => {
    const { api, email } = await signUp();
    await api.currentUser.sendVerificationEmail();
    const verified = await api.currentUser.verifyEmail({ verificationToken: emailedToken(email, 'verify-email') });
    expect(verified.emailVerified).toBe(true);
  });

  it('changes the email and the password, and refuses a wrong current password', async () => {
    const { api, email } = await signUp();
    const changed = await api.currentUser.changeEmail({ email: `new-${email}`, currentPassword: 'correct horse battery' });
    expect([changed.email, changed.pendingEmail]).toContain(`new-${email}`);
    await expect(api.currentUser.changePassword({ currentPassword: 'wrong password here', newPassword: 'another long password' })).rejects.toMatchObject({ status: 403 });
    const same = await api.currentUser.changePassword({ currentPassword: 'correct horse battery', newPassword: 'another long password' });
    expect(same.id).toBe(changed.id);
    await api.logout();
    expect((await api.authInfo()).isAnonymous).not.toBe(false);
  });

  it('resets a forgotten password with the emailed token', async () => {
    const { api, email } = await signUp();
    await api.currentUser.sendVerificationEmail();
    await api.currentUser.verifyEmail({ verificationToken: emailedToken(email, 'verify-email') });
    const anonymous = marketplaceApi(sdkFor(twin));
    await anonymous.passwordReset.request({ email });
    await anonymous.passwordReset.reset({ email, passwordResetToken: emailedToken(email, 'password-reset'), newPassword: 'a brand new password' });
    await anonymous.login({ username: email, password: 'a brand new password' });
    expect((await anonymous.currentUser.show()).email).toBe(email);
  });

  it('exchanges the token for a trusted one', async () => {
    const { api } = await signUp();
    expect(await api.exchangeToken()).toMatchObject({ access_token: expect.any(String), scope: 'trusted:user' });
  });
});

describe('public profiles', () => {
  it('shows another user without their private data', async () => {
    const { api } = await signUp();
    const { user: other } = await signUp();
    const shown = await api.users.show({ id: other.id, include: ['profileImage'] });
    expect(shown).toEqual({
      id: other.id, banned: false, deleted: false, createdAt: other.createdAt, profileImage: null,
      profile: { displayName: 'Rosa L', abbreviatedName: 'RL', bio: null, publicData: {}, metadata: {} },
    });
  });
});
