// What Fastify and Node's HTTP parser answer on their own reaches the caller in the portal's
// envelope `{ success: false, message }`, with a message that says what to fix.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@pgportal/contracts/messages';
import { createTestApp, databases, type TestApp } from './helpers';

/** Writes raw bytes to the server and reads everything it answers until it closes the connection. */
function exchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close while the rest of an oversized request is still being written.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') resolve(answer);
      else reject(error);
    });
  });
}

/** The status and the JSON body of a raw HTTP/1.1 answer. */
function parseAnswer(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head: head.toLowerCase(), body: JSON.parse(body) as unknown };
}

describe.each(databases)('framework errors on $name', (database) => {
  let t: TestApp;
  let port: number;
  let releaseSlow: () => void = () => undefined;
  let slowStarted: Promise<void>;
  let closeStarted: Promise<void>;
  beforeAll(async () => {
    let started: () => void = () => undefined;
    let closing: () => void = () => undefined;
    slowStarted = new Promise((resolve) => (started = resolve));
    closeStarted = new Promise((resolve) => (closing = resolve));
    t = await createTestApp(database, {
      configure: (app) => {
        // Runs after the app's own preClose hooks.
        app.addHook('preClose', (done) => {
          closing();
          done();
        });
        app.get('/api/v1/test/slow', () => {
          started();
          return new Promise((resolve) => (releaseSlow = () => resolve({ success: true })));
        });
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const post = (contentType: string, payload: string) =>
    t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': contentType },
      payload,
    });

  it('answers bad, empty, unknown and oversized bodies in the envelope', async () => {
    const cases: Array<
      [string, Promise<{ statusCode: number; json: () => unknown }>, number, string, string]
    > = [
      ['bad JSON', post('application/json', '{"email": '), 400, MESSAGES.invalidJson, 'INVALID_JSON'],
      ['empty JSON', post('application/json', ''), 400, MESSAGES.emptyJson, 'EMPTY_JSON'],
      [
        'XML',
        post('application/xml', '<email/>'),
        415,
        MESSAGES.unsupportedMediaType,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        '2 MB',
        post('application/json', JSON.stringify({ email: 'a'.repeat(2_000_000) })),
        413,
        MESSAGES.bodyTooLarge,
        'PAYLOAD_TOO_LARGE',
      ],
    ];
    for (const [label, answer, status, message, code] of cases) {
      const response = await answer;
      expect([label, response.statusCode, response.json()]).toEqual([
        label,
        status,
        { success: false, code, message },
      ]);
    }
  });

  it('answers 404 for a path nobody serves and 405 with Allow for a method a path does not answer', async () => {
    const missing = await t.request({ method: 'DELETE', url: '/api/v1/no/such/thing' });
    expect([missing.statusCode, missing.json()]).toEqual([
      404,
      { success: false, code: 'ROUTE_NOT_FOUND', message: 'Route DELETE /api/v1/no/such/thing not found' },
    ]);
    const health = await t.request({ method: 'DELETE', url: '/api/v1/health?x=1' });
    expect([health.statusCode, health.headers.allow, health.json()]).toEqual([
      405,
      'GET, HEAD',
      {
        success: false,
        code: 'METHOD_NOT_ALLOWED',
        message: 'DELETE is not allowed on /api/v1/health: it answers GET, HEAD.',
      },
    ]);
    const login = await t.request({ method: 'GET', url: '/api/v1/auth/login' });
    expect([login.statusCode, login.headers.allow, login.json()]).toEqual([
      405,
      'POST',
      {
        success: false,
        code: 'METHOD_NOT_ALLOWED',
        message: 'GET is not allowed on /api/v1/auth/login: it answers POST.',
      },
    ]);
  });

  it('answers headers too large (431) from Node’s parser in the envelope', async () => {
    const cookie = `token=${'x'.repeat(20_000)}`;
    const raw = await exchange(
      port,
      `GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\nConnection: close\r\n\r\n`,
    );
    const answer = parseAnswer(raw);
    expect(answer.status).toBe(431);
    expect(answer.head).toContain('content-type: application/json');
    expect(answer.body).toEqual({
      success: false,
      code: 'HEADERS_TOO_LARGE',
      message: MESSAGES.headersTooLarge,
    });
  });

  it('answers bytes that are no HTTP request with 400 in the envelope', async () => {
    const answer = parseAnswer(await exchange(port, 'HELLO THERE\r\n\r\n'));
    expect([answer.status, answer.body]).toEqual([
      400,
      { success: false, code: 'REQUEST_UNREADABLE', message: MESSAGES.requestUnreadable },
    ]);
  });

  it('answers a request that arrives while the server closes with 503 in the envelope', async () => {
    // A connection busy with a slow request stays open while the server closes; a second request
    // written on it then is answered 503.
    const socket = connect(port, '127.0.0.1');
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (raw += chunk));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    socket.write('GET /api/v1/test/slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await slowStarted;
    const closing = t.app.close();
    await closeStarted;
    socket.write('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    releaseSlow();
    await Promise.all([ended, closing]);
    const second = parseAnswer(raw.slice(raw.indexOf('HTTP/1.1', 1)));
    expect([second.status, second.body]).toEqual([
      503,
      { success: false, code: 'SERVER_CLOSING', message: MESSAGES.serverClosing },
    ]);
  });
});
