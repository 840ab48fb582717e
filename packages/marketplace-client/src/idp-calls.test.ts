/** Social sign-up and login through the real SDK: the marketplace twin checking the local OpenID Connect provider's id tokens. */
import type { RunningMarketplaceTwin } from '@variegata/twin-marketplace/server';
import { sdkFor, startTestTwin } from '@variegata/twin-marketplace/testing/harness';
import type { RunningOidcTwin } from '@variegata/twin-oidc/server';
import { idTokenFor, startTestOidcTwin, TEST_CLIENT } from '@variegata/twin-oidc/testing/harness';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiStatus } from './errors';
import { marketplaceApi } from './marketplace-api';

let idp: RunningOidcTwin;
let twin: RunningMarketplaceTwin;
const IDP = { idpId: 'social', idpClientId: TEST_CLIENT.clientId };

beforeAll(async () => {
  idp = await startTestOidcTwin();
  twin = await startTestTwin({ identityProviders: [{ idpId: 'social', clientId: TEST_CLIENT.clientId, issuer: idp.issuer }] });
});
afterAll(async () => {
  await twin.close();
  await idp.close();
});

it('creates a user with an id token and returns the parsed current user; loginWithIdp then signs in', async () => {
  const api = marketplaceApi(sdkFor(twin));
  const user = await api.currentUser.createWithIdp({ ...IDP, idpToken: await idTokenFor(idp, 'social-bruno'), protectedData: { signedUpFrom: 'AuthPage' } });
  expect(user).toMatchObject({ email: 'bruno.moss@social.test', emailVerified: true, profile: { firstName: 'Bruno', protectedData: { signedUpFrom: 'AuthPage' } } });
  await api.loginWithIdp({ ...IDP, idpToken: await idTokenFor(idp, 'social-bruno') });
  expect((await api.currentUser.show()).id).toBe(user.id);
});

it('rejects loginWithIdp with status 401 for a provider account without a user', async () => {
  const api = marketplaceApi(sdkFor(twin));
  const error = await api.loginWithIdp({ ...IDP, idpToken: await idTokenFor(idp, 'social-clara') }).catch((e: unknown) => e);
  expect(apiStatus(error)).toBe(401);
});
