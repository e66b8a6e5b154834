// The request log: one line per request, query values redacted, never a body; readable lines in
// development on a terminal, JSON lines otherwise.
import Fastify from 'fastify';
import { loggerOptions, redactUrl } from '../src/plugins/logging';
import { createTestApp, databases, nextAddress, type TestApp } from './helpers';

const capture = () => {
  const lines: string[] = [];
  return {
    lines,
    destination: { write: (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)) },
  };
};

describe.each(databases)('request log on $name', (database) => {
  let t: TestApp;
  const log = capture();
  beforeAll(async () => {
    t = await createTestApp(database, {
      env: { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587', LOG_LEVEL: 'info' },
      mailer: { kind: 'smtp', send: async () => ({ location: null }), close: () => undefined },
      logDestination: log.destination,
    });
  });
  afterAll(() => t.close());

  it('logs one JSON line per request, without query values or bodies', async () => {
    log.lines.length = 0;
    await t.request({ url: '/verify?token=SECRET-TOKEN-123&role=manager', headers: { accept: 'text/html' } });
    await t.request({ url: '/api/v1/nothing?token=SECRET-TOKEN-456' });
    await t.request({
      method: 'POST',
      url: '/api/v1/user/verify-email?x=1',
      payload: { token: 'BODY-SECRET-789' },
    });
    await t.request({
      method: 'POST',
      url: '/api/v1/auth/verify-otp',
      payload: { email: 'admin@example.com', otp: '987654' },
      remoteAddress: nextAddress(),
    });
    const text = log.lines.join('\n');
    expect(text).not.toMatch(/SECRET-TOKEN|BODY-SECRET|987654/);
    const entries = log.lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
    const requests = entries.filter((entry) => entry.req);
    expect(requests.map((entry) => entry.msg.replace(/ \d+ ms$/, ''))).toEqual([
      'GET /verify?token=…&role=… 503',
      'GET /api/v1/nothing?token=… 404',
      'POST /api/v1/user/verify-email?x=… 400',
      'POST /api/v1/auth/verify-otp 400',
    ]);
    expect(requests[0]!.req!.url).toBe('/verify?token=…&role=…');
  });
});

describe('log format', () => {
  it('redacts every query value and keeps the path', () => {
    expect(redactUrl('/verify?token=abc&role=tenant')).toBe('/verify?token=…&role=…');
    expect(redactUrl('/api/v1/health')).toBe('/api/v1/health');
    expect(redactUrl('/x?flag&=v')).toBe('/x?flag=…&=…');
  });

  it('prints one readable line per request in development on a terminal', async () => {
    const log = capture();
    const app = Fastify(
      loggerOptions(
        { nodeEnv: 'development', logLevel: 'info' },
        { destination: log.destination, isTTY: true },
      ),
    );
    app.get('/api/v1/thing', async () => ({ ok: true }));
    await app.inject({ url: '/api/v1/thing?token=SECRET' });
    await app.close();
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/v1\/thing\?token=… 200 \d+ ms$/);
  });

  it('prints JSON lines in development when the output is not a terminal', async () => {
    const log = capture();
    const app = Fastify(
      loggerOptions(
        { nodeEnv: 'development', logLevel: 'info' },
        { destination: log.destination, isTTY: false },
      ),
    );
    app.get('/thing', async () => ({ ok: true }));
    await app.inject({ url: '/thing' });
    await app.close();
    expect(log.lines).toHaveLength(1);
    expect(JSON.parse(log.lines[0]!)).toMatchObject({
      level: 30,
      msg: expect.stringMatching(/^GET \/thing 200/),
    });
  });
});
