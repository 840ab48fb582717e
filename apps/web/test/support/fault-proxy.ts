/**
 * A loopback HTTP proxy in front of a twin that passes every request through, except the ones a
 * test arms it to fail (as a failing service would answer): how route tests reach the error paths
 * of a multi-step write with the real SDK and the real twin.
 */
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FaultProxy {
  url: string;
  /** The next `times` requests whose path matches answer `status` without reaching the twin. */
  failNext(path: RegExp, options?: { status?: number; times?: number }): void;
  /** Requests seen, as "METHOD path". */
  readonly seen: string[];
  close(): Promise<void>;
}

export async function startFaultProxy(targetUrl: string): Promise<FaultProxy> {
  const target = new URL(targetUrl);
  const faults: { path: RegExp; status: number; left: number }[] = [];
  const seen: string[] = [];
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    seen.push(`${req.method} ${path}`);
    const fault = faults.find((f) => f.left > 0 && f.path.test(path));
    if (fault) {
      fault.left -= 1;
      req.resume();
      req.on('end', () => {
        res.writeHead(fault.status, { 'content-type': 'text/plain' });
        res.end('Fault injected by the test proxy');
      });
      return;
    }
    const upstream = httpRequest({ host: target.hostname, port: target.port, method: req.method, path, headers: { ...req.headers, host: target.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    failNext(path, options = {}) {
      faults.push({ path, status: options.status ?? 503, left: options.times ?? 1 });
    },
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
