import type { RunningOidcTwin } from '@variegata/twin-oidc/server';
import { idTokenFor, startTestOidcTwin, TEST_CLIENT } from '@variegata/twin-oidc/testing/harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMarketplaceTwin } from './server';
import { errorCode, failure, newUser, sdkFor, startTestTwin } from './testing/harness';

let idp: RunningOidcTwin;
let twin: RunningMarketplaceTwin;
const IDP = { idpId: 'local-social', idpClientId: TEST_CLIENT.clientId };

beforeAll(async () => {
  idp = await startTestOidcTwin();
  twin = await startTestTwin({ identityProviders: [{ idpId: IDP.idpId, clientId: TEST_CLIENT.clientId, issuer: idp.issuer }] });
});
afterAll(async () => {
  await twin.close();
  await idp.close();
});

async function currentUserOf(sdk: any) {
  return (await sdk.currentUser.show()).data.data.attributes;
}

describe('identity-provider sign-up and login (sdk.currentUser.createWithIdp, sdk.loginWithIdp)', () => {
  it('creates a user from an id token, with the email the provider verified, and logs them in with the next token', async () => {
    const sdk = sdkFor(twin);
    const created = await sdk.currentUser.createWithIdp(
      { ...IDP, idpToken: await idTokenFor(idp, 'social-ada'), protectedData: { signedUpFrom: 'AuthPage' } }, { expand: true });
    expect(created.data.data.attributes).toMatchObject({ email: 'ada.fernleaf@social.test', emailVerified: true, profile: { firstName: 'Ada', lastName: 'Fernleaf' } });

    await sdk.loginWithIdp({ ...IDP, idpToken: await idTokenFor(idp, 'social-ada') });
    expect((await sdk.authInfo()).isAnonymous).toBe(false);
    expect(await currentUserOf(sdk)).toMatchObject({ email: 'ada.fernleaf@social.test', profile: { protectedData: { signedUpFrom: 'AuthPage' } } });
  });

  it('takes names and another email from the request; that email is not verified and gets a verification email', async () => {
    const sdk = sdkFor(twin);
    const token = await idTokenFor(idp, 'social-bruno');
    const created = await sdk.currentUser.createWithIdp({ ...IDP, idpToken: token, email: 'bruno.other@example.com', firstName: 'Bruno', lastName: 'Greenhouse' }, { expand: true });
    expect(created.data.data.attributes).toMatchObject({ email: 'bruno.other@example.com', emailVerified: false, profile: { lastName: 'Greenhouse' } });
    expect(twin.outbox(5).some((mail) => mail.to === 'bruno.other@example.com')).toBe(true);
    const again = await failure(sdk.currentUser.createWithIdp({ ...IDP, idpToken: token }));
    expect(again.status).toBe(409);
    expect(errorCode(again)).toBe('idp-account-taken');
  });

  it('answers 409 email-taken when another user has the email', async () => {
    const existing = await newUser(twin);
    const e = await failure(sdkFor(twin).currentUser.createWithIdp({ ...IDP, idpToken: await idTokenFor(idp, 'social-clara'), email: existing.email }));
    expect(e.status).toBe(409);
    expect(errorCode(e)).toBe('email-taken');
  });

  it('logs in the existing user whose email the provider verified (linking the account)', async () => {
    const existing = await sdkFor(twin).currentUser.create({ email: 'premium.seller@variegata.test', password: 'correct horse battery', firstName: 'Petra', lastName: 'Plants' }, { expand: true });
    const sdk = sdkFor(twin);
    await sdk.loginWithIdp({ ...IDP, idpToken: await idTokenFor(idp, 'social-petra') });
    expect((await sdk.currentUser.show()).data.data.id.uuid).toBe(existing.data.data.id.uuid);
  });

  it('refuses to log in a provider account no user has (401), with an unverified email too', async () => {
    const clara = await idTokenFor(idp, 'social-clara');
    const e = await failure(sdkFor(twin).loginWithIdp({ ...IDP, idpToken: clara }));
    expect(e.status).toBe(401);
  });

  it('refuses a forged or foreign token, an unknown provider and a wrong client secret', async () => {
    const token = await idTokenFor(idp, 'social-ada');
    const [head, body] = token.split('.');
    const forged = `${head}.${body}.${'A'.repeat(342)}`;
    expect((await failure(sdkFor(twin).loginWithIdp({ ...IDP, idpToken: forged }))).status).toBe(401);
    const badCreate = await failure(sdkFor(twin).currentUser.createWithIdp({ ...IDP, idpToken: forged }));
    expect(badCreate.status).toBe(403);
    expect(errorCode(badCreate)).toBe('idp-token-invalid');
    expect((await failure(sdkFor(twin).loginWithIdp({ idpId: 'nope', idpClientId: TEST_CLIENT.clientId, idpToken: token }))).status).toBe(400);
    expect((await failure(sdkFor(twin).currentUser.createWithIdp({ idpId: 'nope', idpClientId: TEST_CLIENT.clientId, idpToken: token }))).status).toBe(400);
    expect((await failure(sdkFor(twin, { clientSecret: 'wrong' }).loginWithIdp({ ...IDP, idpToken: token }))).status).toBe(401);
  });
});
