import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationSdkFor, newUser, startTestTwin, testClock } from './testing/harness';
import { authRequest, passwordLogin } from './testing/auth-requests';
import { REFRESH_REUSE_GRACE_MS } from './auth-tokens';
import { DEFAULT_INTEGRATION_CLIENT, DEFAULT_MARKETPLACE_CLIENT, type RunningMarketplaceTwin } from './server';

const CLIENT_ID = DEFAULT_MARKETPLACE_CLIENT.clientId;
const clock = testClock();
let twin: RunningMarketplaceTwin;
beforeAll(async () => { twin = await startTestTwin({ now: clock.now }); });
afterAll(async () => { await twin.close(); });

const refresh = (token: string, clientId = CLIENT_ID) => authRequest(twin, 'token', { client_id: clientId, grant_type: 'refresh_token', refresh_token: token });
const me = (accessToken: string) => fetch(`${twin.url}/v1/api/current_user/show`, { headers: { authorization: `Bearer ${accessToken}` } });

async function session(): Promise<{ email: string; password: string; access: string; refresh: string }> {
  const u = await newUser(twin);
  const r = await passwordLogin(twin, u.email, u.password);
  expect(r.status).toBe(200);
  return { email: u.email, password: u.password, access: r.json.access_token, refresh: r.json.refresh_token };
}

describe('revoke', () => {
  it("revoking someone else's refresh token with one's own bearer leaves their session alone", async () => {
    const victim = await session();
    const attacker = await session();
    const r = await authRequest(twin, 'revoke', { token: victim.refresh }, { headers: { authorization: `Bearer ${attacker.access}` } });
    expect(r.status).toBe(200);
    expect((await me(victim.access)).status).toBe(200);
    expect((await refresh(victim.refresh)).status).toBe(200);
    expect((await me(attacker.access)).status).toBe(200);
  });

  it("ends another session of the caller's own user (the same user's tokens are the caller's own)", async () => {
    const first = await session();
    const second = await passwordLogin(twin, first.email, first.password);
    const r = await authRequest(twin, 'revoke', { token: second.json.refresh_token }, { headers: { authorization: `Bearer ${first.access}` } });
    expect(r.status).toBe(200);
    expect((await me(second.json.access_token)).status).toBe(401);
    expect((await me(first.access)).status).toBe(200);
  });
});

describe('client ids', () => {
  it('password, client_credentials and refresh grants accept only the configured client ids (401 invalid_client)', async () => {
    const s = await session();
    const password = await authRequest(twin, 'token', { client_id: 'someone-else', grant_type: 'password', username: s.email, password: s.password, scope: 'user' });
    expect(password.status).toBe(401);
    expect(password.json.error).toBe('invalid_client');
    const anonymous = await authRequest(twin, 'token', { client_id: 'someone-else', grant_type: 'client_credentials', scope: 'public-read' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error).toBe('invalid_client');
    const viaIntegration = await authRequest(twin, 'token', { client_id: DEFAULT_INTEGRATION_CLIENT.clientId, grant_type: 'password', username: s.email, password: s.password, scope: 'user' });
    expect(viaIntegration.json.error).toBe('invalid_client');
    const noSecret = await authRequest(twin, 'token', { client_id: DEFAULT_INTEGRATION_CLIENT.clientId, grant_type: 'client_credentials', scope: 'integ' });
    expect(noSecret.json.error).toBe('invalid_client');
    expect((await refresh(s.refresh, 'someone-else')).json.error).toBe('invalid_client');
  });

  it("a refresh token only works for the client it was issued to, and another client's attempt does not use it up", async () => {
    const s = await session();
    const wrongClient = await refresh(s.refresh, DEFAULT_INTEGRATION_CLIENT.clientId);
    expect(wrongClient.status).toBe(401);
    expect(wrongClient.json.error).toBe('invalid_grant');
    expect((await refresh(s.refresh)).status).toBe(200);
  });
});

describe('refresh token rotation', () => {
  it('reusing a rotated refresh token revokes the whole family: every token descended from that login', async () => {
    const s = await session();
    const second = await refresh(s.refresh);
    const third = await refresh(second.json.refresh_token);
    expect(third.status).toBe(200);
    clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    const replay = await refresh(s.refresh);
    expect(replay.status).toBe(401);
    expect(replay.json.error).toBe('invalid_grant');
    expect((await me(third.json.access_token)).status).toBe(401);
    expect((await refresh(third.json.refresh_token)).status).toBe(401);
    const other = await passwordLogin(twin, s.email, s.password);
    expect((await me(other.json.access_token)).status).toBe(200);
  });

  it('a second refresh with the same token within a few seconds (two requests racing) is refused without ending the session', async () => {
    const s = await session();
    const winner = await refresh(s.refresh);
    const loser = await refresh(s.refresh);
    expect(loser.status).toBe(401);
    expect((await me(winner.json.access_token)).status).toBe(200);
    expect((await refresh(winner.json.refresh_token)).status).toBe(200);
  });

  it('the Integration SDK still refreshes its own token with its client id', async () => {
    const integ = integrationSdkFor(twin);
    await integ.marketplace.show();
    clock.advance(3_700_000);
    expect((await integ.marketplace.show()).status).toBe(200);
  });
});
