/**
 * Raw Auth API requests for the attacks the SDK cannot express: a chosen source address (any
 * 127.0.0.x is the loopback interface on Linux), extra headers such as X-Forwarded-For, a chosen client id.
 */
import { Agent, request } from 'node:http';
import sharetribeSdk from 'sharetribe-flex-sdk';
import { DEFAULT_MARKETPLACE_CLIENT, type RunningMarketplaceTwin } from '../server';

export interface AuthResponse { status: number; json: any; headers: Record<string, string | string[] | undefined> }

export function authRequest(twin: RunningMarketplaceTwin, path: 'token' | 'revoke', form: Record<string, string>,
  opts: { from?: string; headers?: Record<string, string> } = {}): Promise<AuthResponse> {
  const body = new URLSearchParams(form).toString();
  return new Promise((resolve, reject) => {
    const req = request(`${twin.url}/v1/auth/${path}`, {
      method: 'POST',
      localAddress: opts.from ?? '127.0.0.1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body), ...opts.headers },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')), headers: res.headers }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A password-grant request as the SDK's login sends it. */
export function passwordLogin(twin: RunningMarketplaceTwin, email: string, password: string, opts: { from?: string; headers?: Record<string, string> } = {}) {
  return authRequest(twin, 'token', { client_id: DEFAULT_MARKETPLACE_CLIENT.clientId, grant_type: 'password', username: email, password, scope: 'user' }, opts);
}

/** A real SDK whose requests leave from `address`. */
export function sdkFrom(twin: RunningMarketplaceTwin, address: string): any {
  return sharetribeSdk.createInstance({
    clientId: DEFAULT_MARKETPLACE_CLIENT.clientId,
    baseUrl: twin.url,
    tokenStore: sharetribeSdk.tokenStore.memoryStore(),
    httpAgent: new Agent({ localAddress: address }),
  });
}
