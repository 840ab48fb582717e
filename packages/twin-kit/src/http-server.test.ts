import { createServer, request, Agent } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { asyncListener, closeServer, KEEP_ALIVE_TIMEOUT_MS, listen } from './http-server';
import { keptAliveConnection } from './testing/kept-alive';

const servers: Array<ReturnType<typeof createServer>> = [];
afterEach(() => {
  for (const s of servers.splice(0)) if (s.listening) s.close();
});

function server() {
  const s = createServer((_req, res) => res.end('hello'));
  servers.push(s);
  return s;
}

function get(url: string, agent?: Agent): Promise<string> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve(text));
    })
      .on('error', reject)
      .end();
  });
}

describe('listen', () => {
  it('resolves with the base URL of the port it got (0 picks a free one) and serves on it', async () => {
    const s = server();
    const url = await listen(s, 0, '127.0.0.1');
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(url).not.toBe('http://127.0.0.1:0');
    expect(await get(`${url}/`)).toBe('hello');
  });

  it('rejects when the port is taken and leaves no error listener behind', async () => {
    const first = server();
    const url = await listen(first, 0, '127.0.0.1');
    const second = server();
    await expect(listen(second, Number(new URL(url).port), '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(second.listenerCount('error')).toBe(0);
  });

  it('removes its error listener once listening', async () => {
    const s = server();
    await listen(s, 0, '127.0.0.1');
    expect(s.listenerCount('error')).toBe(0);
  });
});

describe('kept-alive connections', () => {
  it("stay open past a Node client's own idle limit (5 s), as a hosted API's do, so the client always gives a connection up first", async () => {
    const s = server();
    const connection = keptAliveConnection(await listen(s, 0, '127.0.0.1'));
    try {
      const first = await connection.get('/');
      expect(first).toMatch(/^HTTP\/1\.1 200/);
      expect(first).toMatch(new RegExp(`Keep-Alive: timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`, 'i'));
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await connection.get('/')).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      connection.close();
    }
  }, 15_000);
});

describe('closeServer', () => {
  it('resolves although a keep-alive client still holds a connection', async () => {
    const s = server();
    const url = await listen(s, 0, '127.0.0.1');
    const agent = new Agent({ keepAlive: true });
    await get(`${url}/`, agent);
    await closeServer(s);
    expect(s.listening).toBe(false);
    agent.destroy();
  });

  it('resolves when the server is not running (closed twice)', async () => {
    const s = server();
    await listen(s, 0, '127.0.0.1');
    await closeServer(s);
    await expect(closeServer(s)).resolves.toBeUndefined();
    expect(s.listening).toBe(false);
  });
});

describe('asyncListener', () => {
  it('answers through answerError when the handler rejects before sending headers', async () => {
    const errors: unknown[] = [];
    const s = createServer(
      asyncListener(
        async () => {
          throw new Error('boom');
        },
        (res, e) => {
          errors.push(e);
          res.writeHead(500).end('answered');
        },
      ),
    );
    servers.push(s);
    const url = await listen(s, 0, '127.0.0.1');
    expect(await get(`${url}/`)).toBe('answered');
    expect(errors).toEqual([new Error('boom')]);
  });

  it('only ends the response when the handler had already sent its headers', async () => {
    let answered = false;
    const s = createServer(
      asyncListener(
        async (_req, res) => {
          res.writeHead(200);
          res.write('partial');
          throw new Error('late');
        },
        () => {
          answered = true;
        },
      ),
    );
    servers.push(s);
    const url = await listen(s, 0, '127.0.0.1');
    expect(await get(`${url}/`)).toBe('partial');
    expect(answered).toBe(false);
  });

  it('leaves a response alone when the handler resolves', async () => {
    const s = createServer(asyncListener(async (_req, res) => void res.end('fine'), () => undefined));
    servers.push(s);
    expect(await get(`${await listen(s, 0, '127.0.0.1')}/`)).toBe('fine');
  });
});
