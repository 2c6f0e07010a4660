import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the embedded defaults with no configuration at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      redisUrl: undefined,
      publicUrl: 'http://localhost:3000',
      demoData: true,
      google: undefined,
      supportEmail: 'support@example.com',
      privacyEmail: 'privacy@example.com',
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('turns demo data off on PostgreSQL unless asked, and off when DEMO_DATA=off', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/db' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/db', DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'off' }).demoData).toBe(false);
  });

  it('stops start-up and names every bad key', () => {
    const bad = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', GOOGLE_CLIENT_ID: 'id' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PORT/);
    expect(bad).toThrow(/DATABASE_URL/);
    expect(bad).toThrow(/GOOGLE_CLIENT_SECRET/);
  });

  it('uses Google when both credentials are set', () => {
    const config = loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', PUBLIC_URL: 'https://seedmatch.app/' });
    expect(config.google).toEqual({ clientId: 'id', clientSecret: 'secret' });
    expect(config.publicUrl).toBe('https://seedmatch.app');
  });

  it('trusts no proxy unless TRUST_PROXY names the proxies, and refuses anything else', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', 'loopback']);
    for (const bad of ['true', '1', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1,']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });
});
