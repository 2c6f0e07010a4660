import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { localSignInWarning } from './config-checks';

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

  it('turns demo data off in production, even on the embedded database, unless DEMO_DATA=on', () => {
    const demo = { NODE_ENV: 'production', LOCAL_SIGN_IN: 'on' } as const;
    expect(loadConfig(demo).demoData).toBe(false);
    expect(loadConfig({ ...demo, DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demoData).toBe(true);
  });

  it('stops start-up and names every bad key', () => {
    const bad = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', GOOGLE_CLIENT_ID: 'id' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PORT/);
    expect(bad).toThrow(/DATABASE_URL/);
    expect(bad).toThrow(/GOOGLE_CLIENT_SECRET/);
  });

  it('lists every problem on one line, each starting with the variable it is about', () => {
    const env = { PORT: '99999', SUPPORT_EMAIL: 'nobody', NODE_ENV: 'production', LOCAL_SIGN_IN: 'on', TEST_CLOCK: 'on' };
    const error = (() => {
      try {
        loadConfig(env);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(['PORT', 'SUPPORT_EMAIL', 'TEST_CLOCK']);
    expect(message).toBe(`Invalid configuration: ${problems.join('; ')}`);
  });

  it('takes PUBLIC_URL as an origin only: a path, query or fragment would break every sign-in redirect', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://seedmatch.app/' }).publicUrl).toBe('https://seedmatch.app');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3322' }).publicUrl).toBe('http://localhost:3322');
    for (const bad of [
      'http://localhost:3322/app',
      'https://seedmatch.app/?x=1',
      'https://seedmatch.app/#top',
      'https://user:pw@seedmatch.app',
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(
        /^Invalid configuration: PUBLIC_URL: the address people reach, scheme, host and port only \(https:\/\/seedmatch\.example\)$/,
      );
    }
  });

  it('names PUBLIC_URL when it is no address at all', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/^Invalid configuration: PUBLIC_URL: /);
  });

  it('takes a Redis database by number only: a name ended the process at its first connection to Redis', () => {
    expect(loadConfig({ REDIS_URL: 'redis://localhost:6379/2' }).redisUrl).toBe('redis://localhost:6379/2');
    expect(loadConfig({ REDIS_URL: 'redis://localhost:6379' }).redisUrl).toBe('redis://localhost:6379');
    for (const url of ['redis://localhost:6379/cache', 'redis://localhost:6379/?db=cache'])
      expect(() => loadConfig({ REDIS_URL: url })).toThrow(/^Invalid configuration: REDIS_URL: the database, if any, is a number/);
  });

  it('refuses PORT=0: the server would listen on a port nobody is told of', () => {
    expect(() => loadConfig({ PORT: '0' })).toThrow(/^Invalid configuration: PORT: /);
  });

  it('uses Google when both credentials are set', () => {
    const config = loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', PUBLIC_URL: 'https://seedmatch.app/' });
    expect(config.google).toEqual({ clientId: 'id', clientSecret: 'secret' });
    expect(config.publicUrl).toBe('https://seedmatch.app');
  });

  it('takes an instance name for the X-Instance header, and refuses one that could not be a header value', () => {
    expect(loadConfig({ INSTANCE_NAME: 'app-1.eu' }).instanceName).toBe('app-1.eu');
    expect(loadConfig({}).instanceName).toBeUndefined();
    expect(() => loadConfig({ INSTANCE_NAME: 'app 1\r\nSet-Cookie: x' })).toThrow(/INSTANCE_NAME/);
  });

  it('refuses to start in production with no Google credentials unless LOCAL_SIGN_IN=on', () => {
    const open = () => loadConfig({ NODE_ENV: 'production' });
    expect(open).toThrow(ConfigError);
    expect(open).toThrow(/GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, LOCAL_SIGN_IN/);
    expect(() => loadConfig({ NODE_ENV: 'production', LOCAL_SIGN_IN: 'off' })).toThrow(/LOCAL_SIGN_IN/);
    expect(loadConfig({ NODE_ENV: 'production', LOCAL_SIGN_IN: 'on' }).google).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).google).toBeDefined();
  });

  it('never lets local sign-in stand beside Google, and never leaves no sign-in at all', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', LOCAL_SIGN_IN: 'on' })).toThrow(/LOCAL_SIGN_IN/);
    expect(() => loadConfig({ LOCAL_SIGN_IN: 'off' })).toThrow(/LOCAL_SIGN_IN/);
    expect(() => loadConfig({ LOCAL_SIGN_IN: 'maybe' })).toThrow(/LOCAL_SIGN_IN/);
  });

  it('trusts no proxy unless TRUST_PROXY names the proxies or their hop count, and refuses anything else', () => {
    expect(loadConfig({ NODE_ENV: 'production', LOCAL_SIGN_IN: 'on' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', 'loopback']);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    for (const bad of ['true', '0', '11', '1.5', '0.0.0.0/0', '::/0', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1,']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });

  it('takes a VAPID key pair for web push, and refuses half a pair, a malformed key or keys of two pairs', () => {
    // As `web-push generate-vapid-keys` writes them: the private key always 32 bytes, zeros in front when Node's
    // own is shorter (one key in 256 starts with a zero byte).
    const pair = (privateKey?: Buffer) => {
      const ecdh = createECDH('prime256v1');
      if (privateKey) ecdh.setPrivateKey(privateKey);
      else ecdh.generateKeys();
      const own = ecdh.getPrivateKey();
      const padded = Buffer.concat([Buffer.alloc(32 - own.length), own]);
      return { VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'), VAPID_PRIVATE_KEY: padded.toString('base64url') };
    };
    const keys = pair();
    expect(loadConfig(keys).vapid).toEqual({ publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY });
    const leadingZero = pair(Buffer.concat([Buffer.alloc(1), randomBytes(31)]));
    expect(loadConfig(leadingZero).vapid?.privateKey).toBe(leadingZero.VAPID_PRIVATE_KEY);
    expect(loadConfig({}).vapid).toBeUndefined();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both/);
    expect(() => loadConfig({ ...keys, VAPID_PRIVATE_KEY: 'not-a-key' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ ...keys, VAPID_PRIVATE_KEY: pair().VAPID_PRIVATE_KEY })).toThrow(/not a key pair/);
  });

  it('takes a METRICS_TOKEN of at least 32 characters, and names the variable without quoting a refused one', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    const token = 'a'.repeat(32);
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    for (const bad of ['short-token-1234', 'a'.repeat(31), `${'a'.repeat(32)} space`, 'x'.repeat(201)]) {
      expect(() => loadConfig({ METRICS_TOKEN: bad })).toThrow(/^Invalid configuration: METRICS_TOKEN: 32 to 200 letters/);
      expect(() => loadConfig({ METRICS_TOKEN: bad })).not.toThrow(bad);
    }
  });

  it('takes the admins’ addresses and the admin token, and refuses a short token, a bad address or admins any e-mail can claim', () => {
    const token = 'f'.repeat(64);
    expect(loadConfig({ ADMIN_EMAILS: ' Ops@Example.com,lead@example.com ', ADMIN_TOKEN: token }).admin).toEqual({
      emails: ['ops@example.com', 'lead@example.com'],
      token,
    });
    expect(loadConfig({}).admin).toEqual({ emails: [], token: undefined });
    expect(() => loadConfig({ ADMIN_TOKEN: 'short' })).toThrow(/ADMIN_TOKEN: 32 to 200 letters/);
    expect(() => loadConfig({ ADMIN_EMAILS: 'ops@example.com,nobody' })).toThrow(/ADMIN_EMAILS: comma-separated e-mail addresses/);
    const production = { NODE_ENV: 'production', LOCAL_SIGN_IN: 'on', ADMIN_EMAILS: 'ops@example.com' };
    expect(() => loadConfig(production)).toThrow(/ADMIN_EMAILS: not with LOCAL_SIGN_IN=on in production/);
  });

  it('refuses a WEB_DIST that holds no built client, where every page would answer 404 while /readyz says ok', () => {
    const built = fs.mkdtempSync(path.join(os.tmpdir(), 'seedmatch-web-'));
    try {
      expect(() => loadConfig({ WEB_DIST: path.join(built, 'missing') })).toThrow(
        `WEB_DIST: ${path.join(built, 'missing')} holds no built client (no index.html)`,
      );
      expect(() => loadConfig({ WEB_DIST: built })).toThrow(/^Invalid configuration: WEB_DIST: /);
      fs.writeFileSync(path.join(built, 'index.html'), '<!doctype html>');
      expect(loadConfig({ WEB_DIST: built }).webDist).toBe(built);
    } finally {
      fs.rmSync(built, { recursive: true });
    }
  });

  it('names a value with white space around it instead of taking it: " /srv/seedmatch" was a folder named so under the working folder', () => {
    const padded = {
      DATA_DIR: ' /srv/seedmatch',
      HOST: '127.0.0.1 ',
      PORT: ' ',
      NODE_ENV: 'production\t',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 's ',
    };
    const error = (() => {
      try {
        loadConfig(padded);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    const problem = (key: string) =>
      `${key}: white space before or after the value (a stray space or tab in the environment file?); remove it`;
    expect((error as ConfigError).problems).toEqual(['NODE_ENV', 'PORT', 'HOST', 'DATA_DIR', 'GOOGLE_CLIENT_SECRET'].map(problem));
  });

  it('warns at start when local sign-in serves an address beyond this machine, as it does with NODE_ENV unset', () => {
    const deployed = loadConfig({ PUBLIC_URL: 'https://seedmatch.example.com', ADMIN_EMAILS: 'ops@example.com' });
    expect(localSignInWarning(deployed)).toBe(
      'local sign-in is on (NODE_ENV is development): anyone who reaches https://seedmatch.example.com can sign in with any e-mail, an admin’s included. A real deployment sets NODE_ENV=production and the Google credentials.',
    );
    expect(localSignInWarning(loadConfig({ NODE_ENV: 'production', LOCAL_SIGN_IN: 'on' }))).toMatch(/^LOCAL_SIGN_IN=on: /);
    for (const HOST of ['127.0.0.1', 'localhost', '::1', '127.0.0.2']) {
      expect(localSignInWarning(loadConfig({ HOST })), HOST).toBeUndefined();
      expect(localSignInWarning(loadConfig({ HOST, PUBLIC_URL: 'http://127.0.0.1:3000' })), HOST).toBeUndefined();
      expect(localSignInWarning(loadConfig({ HOST, PUBLIC_URL: 'http://[::1]:3000' })), HOST).toBeUndefined();
    }
    const google = { PUBLIC_URL: 'https://seedmatch.example.com', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
    expect(localSignInWarning(loadConfig(google))).toBeUndefined();
  });

  it('warns at start when local sign-in listens beyond this machine, whatever PUBLIC_URL says: HOST is 0.0.0.0 by default', () => {
    expect(localSignInWarning(loadConfig({}))).toBe(
      'local sign-in is on (NODE_ENV is development) and the server listens on 0.0.0.0: anyone who reaches this machine on port 3000 can sign in with any e-mail, an admin’s included. HOST=127.0.0.1 keeps it to this machine; a real deployment sets NODE_ENV=production and the Google credentials.',
    );
    for (const HOST of ['::', '192.0.2.10', 'seedmatch.internal']) {
      expect(localSignInWarning(loadConfig({ HOST, PORT: '8080' })), HOST).toContain(
        `listens on ${HOST}: anyone who reaches this machine on port 8080`,
      );
    }
    const google = { PUBLIC_URL: 'https://seedmatch.example.com', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
    expect(localSignInWarning(loadConfig({ ...google, HOST: '0.0.0.0' }))).toBeUndefined();
  });
});
