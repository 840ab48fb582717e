/**
 * Where a request comes from, for the login limits: the socket's peer address, or, when that peer is
 * a trusted proxy (the `trustedProxies` option), the nearest untrusted address in X-Forwarded-For.
 * An X-Forwarded-For from anyone else is ignored, so a client cannot choose its own address.
 */
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

export function clientAddressOf(trustedProxies: readonly string[]): (req: IncomingMessage) => string {
  const trust = proxyAddr.compile([...trustedProxies]);
  return (req) => proxyAddr(req, trust);
}
