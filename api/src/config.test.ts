import { join, resolve } from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('has a default for every setting', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      nodeEnv: 'development',
      isProduction: false,
      dataDir: join(REPO_ROOT, 'data'),
      databaseUrl: null,
      publicUrl: 'http://localhost:3000',
      smtpUrl: null,
      mailFrom: 'PG Portal <no-reply@pgportal.local>',
      superAdminEmail: 'admin@example.com',
      seedDemo: true,
      logLevel: 'info',
      staticRoot: REPO_ROOT,
      sessionIdleMs: 168 * 3_600_000,
      sessionMaxMs: 720 * 3_600_000,
      trustProxy: false,
      allowedHosts: [],
      billingJob: true,
      remotes: {
        'mfe-auth': '/mfe/mfe-auth/mf-manifest.json',
        'mfe-properties': '/mfe/mfe-properties/mf-manifest.json',
        'mfe-tenants': '/mfe/mfe-tenants/mf-manifest.json',
        'mfe-complaints': '/mfe/mfe-complaints/mf-manifest.json',
      },
    });
  });

  it('reads the environment, treating empty values as unset', () => {
    const config = loadConfig({
      PORT: '4000',
      DATABASE_URL: '',
      DATA_DIR: '/srv/pg',
      SEED_DEMO: 'false',
      SUPER_ADMIN_EMAIL: 'Boss@Example.com',
      REMOTE_AUTH_URL: 'http://localhost:3001/mf-manifest.json',
      SESSION_IDLE_HOURS: '1',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
    });
    expect(config).toMatchObject({
      port: 4000,
      publicUrl: 'http://localhost:4000',
      databaseUrl: null,
      dataDir: '/srv/pg',
      seedDemo: false,
      superAdminEmail: 'boss@example.com',
      sessionIdleMs: 3_600_000,
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
    });
    expect(config.remotes['mfe-auth']).toBe('http://localhost:3001/mf-manifest.json');
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: 'var/pg' }).dataDir).toBe(resolve(process.cwd(), 'var/pg'));
  });

  it('refuses to start in production without SMTP_URL, saying why', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SMTP_URL is required when NODE_ENV=production.*codes must never be readable over HTTP in production/,
    );
    const config = loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtps://u:p@mail.example.com:465' });
    expect(config.isProduction).toBe(true);
  });

  it('listens on loopback outside production unless HOST says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' };
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('reads NODE_ENV in any case and refuses any value but development, test or production', () => {
    expect(() => loadConfig({ NODE_ENV: 'Production' })).toThrow(/SMTP_URL is required/);
    const shouting = loadConfig({ NODE_ENV: 'PRODUCTION', SMTP_URL: 'smtp://mail.example.com:587' });
    expect(shouting).toMatchObject({ nodeEnv: 'production', isProduction: true, host: '0.0.0.0' });
    expect(loadConfig({ NODE_ENV: 'Test' }).nodeEnv).toBe('test');
    for (const value of ['staging', 'prod', 'dev']) {
      expect(() => loadConfig({ NODE_ENV: value })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: value })).toThrow(
        `NODE_ENV must be development, test or production, got '${value}'.`,
      );
    }
  });

  it('takes a hop count or proxy addresses for TRUST_PROXY and refuses true', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback, fd00::/8' }).trustProxy).toEqual(['loopback', 'fd00::/8']);
    for (const value of ['true', 'TRUE']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY=true is refused.*TRUST_PROXY=1/);
    }
    expect(() => loadConfig({ TRUST_PROXY: 'my proxy' })).toThrow(/TRUST_PROXY must be a hop count/);
  });

  it('reads ALLOWED_HOSTS as host names without ports', () => {
    expect(loadConfig({ ALLOWED_HOSTS: 'Portal.Internal:8080, 192.168.1.5 ,[::1]' }).allowedHosts).toEqual([
      'portal.internal',
      '192.168.1.5',
      '[::1]',
    ]);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'http://x/y' })).toThrow(/ALLOWED_HOSTS must list host names/);
  });

  it('refuses settings it cannot use, naming them', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT must be a port number/);
    expect(() => loadConfig({ PUBLIC_URL: 'localhost' })).toThrow(/PUBLIC_URL must be an absolute URL/);
    expect(() => loadConfig({ REMOTE_TENANTS_URL: 'cdn/x.json' })).toThrow(
      /REMOTE_TENANTS_URL must be an absolute URL/,
    );
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
    expect(() => loadConfig({ SESSION_MAX_HOURS: '0' })).toThrow(
      /SESSION_MAX_HOURS must be a positive number/,
    );
  });

  it('reads S3_URL into the store settings and refuses one without credentials or a bucket', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(
      loadConfig({ S3_URL: 'https://AK%2B1:se%2Fcret@s3.example.com/portal-files?region=ap-south-1' }).s3,
    ).toEqual({
      endpoint: 'https://s3.example.com',
      region: 'ap-south-1',
      bucket: 'portal-files',
      accessKeyId: 'AK+1',
      secretAccessKey: 'se/cret',
      pathStyle: true,
    });
    expect(loadConfig({ S3_URL: 'http://k:s@127.0.0.1:9000/b?pathStyle=false' }).s3?.pathStyle).toBe(false);
    for (const bad of ['http://127.0.0.1:9000/b', 'http://k:s@127.0.0.1:9000/', 'http://k:s@h/a/b']) {
      expect(() => loadConfig({ S3_URL: bad })).toThrow(
        /S3_URL must name the access key, the secret and one bucket/,
      );
    }
    expect(() => loadConfig({ S3_URL: 'bucket' })).toThrow(/S3_URL must be an absolute URL/);
  });
});
