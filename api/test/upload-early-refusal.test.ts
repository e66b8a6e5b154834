// A body over its route's upload limit is refused while it is still being sent (issue 42), on a
// real server and socket: a Content-Length above the limit answers 413 before the body, a chunked body is
// stopped once its file passes the limit, and each 413 closes the connection so that the client's
// next request is not held behind the rest of the upload.
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { bodyLimitOf, UPLOAD_ROUTES } from '../src/http/upload-routes';
import { PNG } from './fixtures';
import { createTestApp, databases, ORIGIN, type TestApp } from './helpers';

const MB = 1024 * 1024;
const BOUNDARY = '----pgportalEarly';
const AVATAR = 'Avatar must be 5 MB or smaller.';
const PROLOGUE =
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="avatar"; filename="big.png"\r\n` +
  'Content-Type: image/png\r\n\r\n';

interface Exchange {
  socket: Socket;
  /** the answer's head and body once it has fully arrived, and when */
  answer: Promise<{ status: number; head: string; body: { message?: string }; at: number }>;
  /** when the server closed the connection */
  closed: Promise<number>;
}

/** Opens a connection and sends a request head; the caller writes the body. */
function open(port: number, head: string): Exchange {
  const socket = connect(port, '127.0.0.1');
  socket.write(head);
  let raw = '';
  const answer = new Promise<Awaited<Exchange['answer']>>((resolve, reject) => {
    // a connection closed before a whole answer fails the test with what happened, not a timeout
    socket.on('close', () => reject(new Error(`The connection closed without a whole answer: ${raw}`)));
    socket.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
      const end = raw.indexOf('\r\n\r\n');
      if (end < 0) return;
      const headText = raw.slice(0, end).toLowerCase();
      const length = Number(/content-length: (\d+)/.exec(headText)?.[1] ?? 0);
      const body = raw.slice(end + 4);
      if (Buffer.byteLength(body) < length) return;
      resolve({
        status: Number(headText.split(' ')[1]),
        head: headText,
        body: JSON.parse(body),
        at: Date.now(),
      });
    });
  });
  const closed = new Promise<number>((resolve) => {
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(Date.now()));
  });
  return { socket, answer, closed };
}

/** Writes `bytes` every `everyMs` until the server answers or closes. */
function trickle(exchange: Exchange, bytes: Buffer, everyMs: number) {
  const timer = setInterval(() => {
    if (!exchange.socket.destroyed && exchange.socket.writable) exchange.socket.write(bytes);
  }, everyMs);
  void exchange.closed.then(() => clearInterval(timer));
  return () => clearInterval(timer);
}

describe.each(databases)('uploads refused at once on $name', (database) => {
  let t: TestApp;
  let port: number;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    admin = await t.cookieFor('staff', 'admin@example.com');
  });
  afterAll(() => t.close());

  const head = (framing: string) =>
    `PUT /api/v1/user/update-profile-details HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: ${ORIGIN}\r\n` +
    `Cookie: ${admin}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n${framing}\r\n\r\n`;

  it('every upload route has a body limit above its files at their limit', () => {
    for (const files of Object.values(UPLOAD_ROUTES))
      expect(bodyLimitOf(files)).toBeGreaterThan(files.maxFiles);
    expect(bodyLimitOf(UPLOAD_ROUTES.userUpdateOwn!)).toBeGreaterThan(5 * MB);
    expect(bodyLimitOf(UPLOAD_ROUTES.userUpdateOwn!)).toBeLessThan(50 * MB);
  });

  it('answers 413 to a Content-Length over the limit while its body is still trickling in', async () => {
    const started = Date.now();
    const exchange = open(port, head(`Content-Length: ${50 * MB}`));
    exchange.socket.write(PROLOGUE);
    const stop = trickle(exchange, Buffer.alloc(1024), 50);
    const answer = await exchange.answer;
    stop();
    expect([answer.status, answer.body.message]).toEqual([413, AVATAR]);
    expect(answer.head).toContain('connection: close');
    // answered while the body was still arriving: at 1 KB every 50 ms, 50 MB would take 40 minutes
    expect(answer.at - started).toBeLessThan(60_000);
    // The server hangs up, so the client's next request goes on a new connection.
    await exchange.closed;
    const next = open(port, 'GET /api/v1/health HTTP/1.1\r\nHost: localhost:3000\r\n\r\n');
    expect((await next.answer).status).toBe(200);
    next.socket.destroy();
  });

  it('stops a chunked body once its file passes the limit, and closes the connection', async () => {
    const exchange = open(port, head('Transfer-Encoding: chunked'));
    const chunk = (bytes: Buffer) =>
      Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]);
    exchange.socket.write(chunk(Buffer.concat([Buffer.from(PROLOGUE), PNG])));
    // 256 KB at a time, each once the socket took the last (the pace the server reads at), until
    // the answer: refused early, it comes long before the 50 MB of a whole body.
    let sent = 0;
    let answered = false;
    exchange.answer.then(
      () => (answered = true),
      () => (answered = true),
    );
    while (sent < 50 * MB && !answered && !exchange.socket.destroyed) {
      sent += 256 * 1024;
      const taken = exchange.socket.write(chunk(Buffer.alloc(256 * 1024)));
      await new Promise((resume) => {
        if (taken) return setImmediate(resume);
        exchange.socket.once('drain', resume);
        void exchange.closed.then(resume);
      });
    }
    const answer = await exchange.answer;
    expect([answer.status, answer.body.message]).toEqual([413, AVATAR]);
    expect(answer.head).toContain('connection: close');
    expect(sent).toBeLessThan(50 * MB);
    await exchange.closed;
  });

  it('keeps the connection of an upload within the limit for the next request', async () => {
    const body = Buffer.concat([Buffer.from(PROLOGUE), PNG, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
    const exchange = open(port, head(`Content-Length: ${body.length}`));
    exchange.socket.write(body);
    const answer = await exchange.answer;
    expect(answer.head).not.toContain('connection: close');
    expect(answer.status).toBeLessThan(413);
    exchange.socket.destroy();
  });
});
