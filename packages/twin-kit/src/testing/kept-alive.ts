/**
 * One kept-alive HTTP/1.1 connection driven by hand, for tests of how long a server keeps an idle
 * connection: `get` sends a GET on it and resolves with the raw answer once its body is as long as
 * its Content-Length says, or null when the server has closed the connection.
 */
import { connect } from 'node:net';

export interface KeptAliveConnection {
  get(path: string): Promise<string | null>;
  close(): void;
}

function isWhole(answer: string): boolean {
  const end = answer.indexOf('\r\n\r\n');
  const length = end < 0 ? null : /^content-length:\s*(\d+)/im.exec(answer.slice(0, end));
  return !!length && answer.length - end - 4 >= Number(length[1]);
}

export function keptAliveConnection(baseUrl: string): KeptAliveConnection {
  const url = new URL(baseUrl);
  const socket = connect(Number(url.port), url.hostname);
  let closed = false;
  socket.once('close', () => (closed = true)).on('error', () => (closed = true));
  return {
    get: (path) =>
      new Promise((resolve) => {
        let text = '';
        const done = (answer: string | null) => {
          socket.off('data', onData).off('close', onClose);
          resolve(answer);
        };
        const onData = (chunk: Buffer) => {
          text += chunk.toString('latin1');
          if (isWhole(text)) done(text);
        };
        const onClose = () => done(null);
        if (closed) return done(null);
        socket.on('data', onData).once('close', onClose);
        socket.write(`GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: keep-alive\r\n\r\n`);
      }),
    close: () => socket.destroy(),
  };
}
