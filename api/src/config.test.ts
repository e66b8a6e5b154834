import { join, resolve } from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('has a default for every setting', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
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
});
