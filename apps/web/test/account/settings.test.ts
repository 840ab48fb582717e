import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningMarketplaceTwin } from '@variegata/twin-marketplace/server';
import { Browser, SITE, newSignup, outboxToken, startSandbox } from './harness';

let twin: RunningMarketplaceTwin;
let signup: typeof import('~/routes/signup');
let login: typeof import('~/routes/login');
let logout: typeof import('~/routes/logout');
let recover: typeof import('~/routes/recover-password');
let reset: typeof import('~/routes/reset-password');
let change: typeof import('~/routes/account.change-password');
let contact: typeof import('~/routes/account.contact-details');
let profile: typeof import('~/routes/profile-settings');
let verify: typeof import('~/routes/verify-email');
let image: typeof import('~/routes/api.profile-image');
let limits: typeof import('~/server/rate-limit.server');
let marketplace: typeof import('~/server/marketplace.server');

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  twin = await startSandbox();
  signup = await import('~/routes/signup');
  login = await import('~/routes/login');
  logout = await import('~/routes/logout');
  recover = await import('~/routes/recover-password');
  reset = await import('~/routes/reset-password');
  change = await import('~/routes/account.change-password');
  contact = await import('~/routes/account.contact-details');
  profile = await import('~/routes/profile-settings');
  verify = await import('~/routes/verify-email');
  image = await import('~/routes/api.profile-image');
  limits = await import('~/server/rate-limit.server');
  marketplace = await import('~/server/marketplace.server');
});
afterAll(async () => twin?.close());
beforeEach(() => limits.resetRateLimits());

async function member() {
  const browser = new Browser();
  const fields = newSignup();
  expect((await browser.post(signup.action, '/signup', fields)).status).toBe(302);
  return { browser, fields, email: fields['email']!, password: fields['password']! };
}

/** A member whose email is verified through the outbox link (reset links go to verified addresses). */
async function verifiedMember() {
  const made = await member();
  const verified = await made.browser.post(verify.action, '/verify-email', { intent: 'verify', verificationToken: outboxToken(twin, made.email, 'verify-email') });
  expect(verified.status).toBe(200);
  return made;
}

function me(browser: Browser) {
  return marketplace.currentUser(browser.context());
}

async function canLogIn(email: string, password: string) {
  const answer = await new Browser().post(login.action, '/login', { intent: 'login', email, password });
  return answer.status === 302;
}

describe('password recovery and reset through the outbox', () => {
  it('sends a reset link, resets with token and email, and the new password works', async () => {
    const { email, password } = await verifiedMember();
    const visitor = new Browser();
    const requested = await visitor.post(recover.action, '/recover-password', { email });
    expect(requested.data).toEqual({ passwordRequested: true, submittedEmail: email });
    const mail = twin.outbox(200).find((m) => m.to === email && m.kind === 'password-reset');
    const link = new URL(/https?:\/\/\S+/.exec(mail!.body)![0]);
    expect(link.pathname).toBe('/reset-password');
    const page = await visitor.get(reset.loader, `${link.pathname}${link.search}`);
    expect(page.data).toMatchObject({ email, linkBroken: null });
    const newPassword = 'variegated-thai-99';
    const done = await visitor.post(reset.action, '/reset-password', { email, passwordResetToken: outboxToken(twin, email, 'password-reset'), newPassword });
    expect(done.data).toEqual({ reset: true });
    expect(await canLogIn(email, password)).toBe(false);
    expect(await canLogIn(email, newPassword)).toBe(true);
    // the token is single-use
    const again = await visitor.post(reset.action, '/reset-password', { email, passwordResetToken: outboxToken(twin, email, 'password-reset'), newPassword: 'another-password' });
    expect(again.status).toBe(409);
    expect(again.data.formError).toBe('Reset failed. Please try again.');
  });

  it('answers an unknown email with the spec text', async () => {
    const answer = await new Browser().post(recover.action, '/recover-password', { email: 'nobody-here@example.com' });
    expect(answer.status).toBe(404);
    expect(answer.data.formError).toBe("Hmm. We didn't find an account with that email address. Please double-check the address and try again.");
  });

  it('shows the broken-link text when the link lacks its token or email', async () => {
    expect((await new Browser().get(reset.loader, '/reset-password?t=abc')).data.linkBroken).toBe('Oops, it looks like the password reset link is broken.');
    const posted = await new Browser().post(reset.action, '/reset-password', { email: 'a@example.com', passwordResetToken: '', newPassword: 'whatever-long' });
    expect(posted.data.formError).toBe('Oops, it looks like the password reset link is broken.');
  });

  it('rate-limits reset requests per email', async () => {
    const { email } = await verifiedMember();
    for (let n = 0; n < 5; n += 1) expect((await new Browser().post(recover.action, '/recover-password', { email })).status).toBe(200);
    const blocked = await new Browser().post(recover.action, '/recover-password', { email });
    expect(blocked.status).toBe(429);
    expect(blocked.data.formError).toMatch(/^Too many attempts/);
  });
});

describe('password change', () => {
  it('refuses a wrong current password with the spec text and accepts the right one', async () => {
    const { browser, email, password } = await member();
    const wrong = await browser.post(change.action, '/account/change-password', { currentPassword: 'not-my-password', newPassword: 'brand-new-password' });
    expect(wrong.status).toBe(403);
    expect(wrong.data.formError).toBe('Please double-check your current password');
    const short = await browser.post(change.action, '/account/change-password', { currentPassword: password, newPassword: 'short' });
    expect(short.data.fieldErrors.newPassword).toBe('Password must be at least 8 characters long.');
    const ok = await browser.post(change.action, '/account/change-password', { currentPassword: password, newPassword: 'brand-new-password' });
    expect(ok.data).toMatchObject({ passwordChanged: true });
    expect(await me(browser)).not.toBeNull();
    expect(await canLogIn(email, 'brand-new-password')).toBe(true);
    expect(await canLogIn(email, password)).toBe(false);
  });

  it('sends a logged-out visitor to login remembering the page', async () => {
    const answer = await new Browser().post(change.action, '/account/change-password', { currentPassword: 'x', newPassword: 'y' });
    expect(answer.location).toBe('/login?from=%2Faccount%2Fchange-password');
  });
});

describe('contact details', () => {
  it('needs the current password to change the email, then changes it and sends a verification link', async () => {
    const { browser, email, password } = await member();
    const newEmail = `moved-${email}`;
    const missing = await browser.post(contact.action, '/account/contact-details', { intent: 'contact', email: newEmail, currentPassword: '', phoneNumber: '' });
    expect(missing.status).toBe(400);
    expect(missing.data.fieldErrors.currentPassword).toBe('Enter your current password to change your email.');
    const wrong = await browser.post(contact.action, '/account/contact-details', { intent: 'contact', email: newEmail, currentPassword: 'wrong-password', phoneNumber: '' });
    expect(wrong.status).toBe(403);
    expect(wrong.data.fieldErrors.currentPassword).toBe('Please double-check your current password');
    const ok = await browser.post(contact.action, '/account/contact-details', { intent: 'contact', email: newEmail, currentPassword: password, phoneNumber: '' });
    expect(ok.status).toBe(200);
    expect((await me(browser))?.email).toBe(newEmail);
    expect(twin.outbox(200).some((m) => m.to === newEmail && m.kind === 'verify-email')).toBe(true);
    expect(await canLogIn(newEmail, password)).toBe(true);
  });

  it('refuses an email another account uses', async () => {
    const other = await member();
    const { browser, password } = await member();
    const taken = await browser.post(contact.action, '/account/contact-details', { intent: 'contact', email: other.email, currentPassword: password, phoneNumber: '' });
    expect(taken.status).toBe(409);
    expect(taken.data.fieldErrors.email).toBe('An account with this email address already exists. Try logging in instead.');
  });

  it('saves the phone number without spaces and shows it grouped', async () => {
    const { browser, email } = await member();
    const saved = await browser.post(contact.action, '/account/contact-details', { intent: 'contact', email, phoneNumber: ' 555 123  4567 ' });
    expect(saved.status).toBe(200);
    expect((await me(browser))?.profile.protectedData.phoneNumber).toBe('5551234567');
    const page = await browser.get(contact.loader, '/account/contact-details');
    expect(page.data).toMatchObject({ phoneNumber: '5551234567', phoneDisplay: '555 123 4567', email, emailVerified: false });
  });

  it('sends a password reset link from the page (verified email) and resends the verification email (unverified)', async () => {
    const verifiedOne = await verifiedMember();
    const resetSent = await verifiedOne.browser.post(contact.action, '/account/contact-details', { intent: 'send-reset' });
    expect(resetSent.data).toMatchObject({ intent: 'send-reset', success: `We sent a password reset link to ${verifiedOne.email}.` });
    expect(twin.outbox(200).some((m) => m.to === verifiedOne.email && m.kind === 'password-reset')).toBe(true);
    const { browser, email } = await member();
    const before = twin.outbox(500).filter((m) => m.to === email && m.kind === 'verify-email').length;
    const resent = await browser.post(contact.action, '/account/contact-details', { intent: 'resend-verification' });
    expect(resent.data.intent).toBe('resend-verification');
    expect(twin.outbox(500).filter((m) => m.to === email && m.kind === 'verify-email').length).toBe(before + 1);
  });
});

describe('profile settings', () => {
  it('updates names, display name and bio, and changes the username unless taken', async () => {
    const other = await member();
    const { browser, fields } = await member();
    const base = { firstName: ' Grace ', lastName: 'Aroid', displayName: 'Grace A.', bio: 'Philodendron grower in Florida.', username: fields['username']! };
    const ok = await browser.post(profile.action, '/profile-settings', base);
    expect(ok.data.success).toBe('Your profile has been updated.');
    expect((await me(browser))?.profile).toMatchObject({ firstName: 'Grace', lastName: 'Aroid', displayName: 'Grace A.', bio: 'Philodendron grower in Florida.' });
    const taken = await browser.post(profile.action, '/profile-settings', { ...base, username: other.fields['username']! });
    expect(taken.status).toBe(409);
    expect(taken.data.fieldErrors.username).toBe('An account with this username already exists. Please try another.');
    const renamed = await browser.post(profile.action, '/profile-settings', { ...base, username: 'grace.aroid' });
    expect(renamed.status).toBe(200);
    expect((await me(browser))?.profile.metadata.username).toBe('grace.aroid');
    const bad = await browser.post(profile.action, '/profile-settings', { ...base, lastName: '', bio: 'x'.repeat(5001), username: 'bad name' });
    expect(bad.data.fieldErrors).toMatchObject({
      lastName: 'Last name is required.',
      bio: 'Bio must be at most 5000 characters long.',
      username: 'Username may contain only letters, digits, underscores, dots and hyphens.',
    });
  });

  function uploadRequest(browser: Browser, file: File, csrf = true) {
    const body = new FormData();
    body.set('image', file);
    const headers: Record<string, string> = csrf ? { 'x-csrf-token': browser.csrfToken } : {};
    return new Request(new URL('/api/profile-image', SITE), { method: 'POST', body, headers });
  }

  it('uploads a profile image and sets it on the profile', async () => {
    const { browser } = await member();
    const answer = await browser.send(image.action, uploadRequest(browser, new File([PNG_1X1], 'me.png', { type: 'image/png' })));
    expect(answer.status).toBe(200);
    expect(answer.data.data.imageId).toMatch(/^[0-9a-f-]{36}$/);
    const user = await me(browser);
    expect(user?.profileImage?.id).toBe(answer.data.data.imageId);
    const page = await browser.get(profile.loader, '/profile-settings');
    expect(page.data.profileImageUrl).toMatch(/^http/);
  });

  it('refuses images over 20 MB and other types with the spec texts, and any upload without the CSRF header', async () => {
    const { browser } = await member();
    const big = await browser.send(image.action, uploadRequest(browser, new File([new Uint8Array(20 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })));
    expect(big.status).toBe(413);
    expect(big.data.error).toBe('Image was too big. Maximum size is 20 MB.');
    const webp = await browser.send(image.action, uploadRequest(browser, new File([PNG_1X1], 'me.webp', { type: 'image/webp' })));
    expect(webp.status).toBe(415);
    expect(webp.data.error).toBe('Only JPG, GIF and PNG images are allowed.');
    const forged = await browser.send(image.action, uploadRequest(browser, new File([PNG_1X1], 'me.png', { type: 'image/png' }), false));
    expect(forged.status).toBe(403);
    expect((await me(browser))?.profileImage ?? null).toBeNull();
  });
});

describe('logout', () => {
  it('clears the session cookie', async () => {
    const { browser } = await member();
    expect(await me(browser)).not.toBeNull();
    await browser.post(logout.action, '/logout', {});
    expect(await me(browser)).toBeNull();
  });
});
