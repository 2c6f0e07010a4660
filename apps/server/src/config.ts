import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { adminProblems, localSignInProblems, vapidProblems, webDistProblems } from './config-checks';

const onOff = z.enum(['on', 'off']);

/** A token a caller sends as `Authorization: Bearer …` (what `bearerToken` reads), long enough not to be guessed. */
const bearerSecret = z
  .string()
  .regex(/^[\w-]{32,200}$/, '32 to 200 letters, digits, - or _ (make one with `openssl rand -hex 32`)')
  .optional();

/** `scheme://host[:port]`, with at most a trailing slash: no user, path, query or fragment. */
function isOrigin(value: string): boolean {
  const url = URL.parse(value);
  return url !== null && !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash && !/[?#]/.test(value);
}

/** ioredis SELECTs what follows the port (or `?db=`): anything but a number ended the process at its first connection. */
function namesDatabaseByNumber(value: string): boolean {
  const url = URL.parse(value);
  return [url?.pathname.slice(1) ?? '', url?.searchParams.get('db') ?? ''].every((db) => /^\d*$/.test(db));
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_DIST: z.string().min(1).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/ })
    .refine(namesDatabaseByNumber, 'the database, if any, is a number after the port (redis://host:6379/0)')
    .optional(),
  // Sign-in redirects and links in mail are this plus a path: anything past the origin would break them.
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .refine((value) => isOrigin(value), 'the address people reach, scheme, host and port only (https://seedmatch.example)')
    .optional(),
  DEMO_DATA: onOff.optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  LOCAL_SIGN_IN: onOff.optional(),
  SUPPORT_EMAIL: z.email().default('support@example.com'),
  PRIVACY_EMAIL: z.email().default('privacy@example.com'),
  TEST_CLOCK: onOff.default('off'),
  RATE_LIMIT_SCALE: z.coerce.number().min(1).max(1000).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  INSTANCE_NAME: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'letters, digits, dot, dash or underscore, at most 64')
    .optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'an smtp:// or smtps:// URL (user and password in it, if the server wants them)' })
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'an address, or a name and <address>')
    .optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'a P-256 public key, 65 bytes base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'a P-256 private key, 32 bytes base64url')
    .optional(),
  METRICS_TOKEN: bearerSecret,
  ADMIN_EMAILS: z
    .string()
    .refine((value) => value.split(',').every((entry) => z.email().safeParse(entry.trim()).success), 'comma-separated e-mail addresses')
    .optional(),
  ADMIN_TOKEN: bearerSecret,
  TRUST_PROXY: z.string().refine(isTrustProxy, "a hop count (1-10), or the proxies' comma-separated addresses or CIDR ranges").optional(),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** The built client to serve, when not the one built beside this server (a test deploying a new version under a running server). */
  webDist: string | undefined;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string;
  demoData: boolean;
  /** Google when set; otherwise the built-in local issuer (in production only with LOCAL_SIGN_IN=on). */
  google: { clientId: string; clientSecret: string } | undefined;
  supportEmail: string;
  privacyEmail: string;
  logLevel: string;
  /** Lets end-to-end tests move the server's clock forward (POST /api/test/clock). */
  testClock: boolean;
  rateLimitScale: number;
  /** Sent as `X-Instance` on every response, to tell instances apart behind a load balancer. */
  instanceName: string | undefined;
  /** Which proxies may name the client in X-Forwarded-For: their addresses, or how many hops; none by default. */
  trustProxy: string[] | { hops: number } | false;
  mail: MailConfig;
  /** The keys that sign web pushes; when unset the server makes a pair on first start and keeps it. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** The bearer token GET /metrics asks for; unset, metrics are off (docs/decisions/0050). */
  metricsToken: string | undefined;
  /** Who may use the admin console: these signed-in people, and a caller holding the admin token (the commands). */
  admin: { emails: string[]; token: string | undefined };
};

/**
 * Where mail goes: an SMTP server; outside production without one, the development mailbox at /dev/mail;
 * in production without one, nowhere.
 */
export type MailConfig = { from: string } & ({ transport: 'smtp'; url: string } | { transport: 'dev-mailbox' } | { transport: 'off' });

function mailConfig(smtpUrl: string | undefined, from: string | undefined, nodeEnv: Config['nodeEnv'], publicUrl: string): MailConfig {
  const sender = from ?? `SeedMatch <no-reply@${new URL(publicUrl).hostname}>`;
  if (smtpUrl) return { from: sender, transport: 'smtp', url: smtpUrl };
  return { from: sender, transport: nodeEnv === 'production' ? 'off' : 'dev-mailbox' };
}

/** Every problem found in the environment, each starting with the variable(s) it is about. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
  }
}

/** Comma-separated lists, whose entries are trimmed: spaces around them are the writer's layout. */
const TRIMMED_LISTS = new Set(['ADMIN_EMAILS', 'TRUST_PROXY']);

/** Parses the environment once at boot; a bad value stops start-up and names the key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // A value with white space around it is named, not taken: DATA_DIR=" /srv/seedmatch" was a folder of that
  // name under the working folder. The rest is checked as if it were trimmed, to name every problem at once.
  const padded = Object.keys(EnvSchema.shape).filter((key) => {
    const value = env[key];
    return value !== undefined && value !== value.trim() && !TRIMMED_LISTS.has(key);
  });
  const trimmed = Object.entries(env).map(([key, value]) => [key, padded.includes(key) ? value?.trim() : value] as const);
  const cleaned = Object.fromEntries(trimmed.filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  const problems = padded.map(
    (key) => `${key}: white space before or after the value (a stray space or tab in the environment file?); remove it`,
  );
  if (!parsed.success) problems.push(...parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  if (Boolean(cleaned.GOOGLE_CLIENT_ID) !== Boolean(cleaned.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: set both, or neither');
  }
  if (cleaned.TEST_CLOCK === 'on' && cleaned.NODE_ENV === 'production') {
    problems.push('TEST_CLOCK: never on in production');
  }
  problems.push(...localSignInProblems(cleaned), ...vapidProblems(cleaned), ...adminProblems(cleaned), ...webDistProblems(cleaned));
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl,
    // Demo founders are for trying SeedMatch out: a real deployment (PostgreSQL or production) starts empty.
    demoData: e.DEMO_DATA ? e.DEMO_DATA === 'on' : !e.DATABASE_URL && e.NODE_ENV !== 'production',
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET } : undefined,
    supportEmail: e.SUPPORT_EMAIL,
    privacyEmail: e.PRIVACY_EMAIL,
    logLevel: e.LOG_LEVEL,
    testClock: e.TEST_CLOCK === 'on',
    rateLimitScale: e.RATE_LIMIT_SCALE,
    instanceName: e.INSTANCE_NAME,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    mail: mailConfig(e.SMTP_URL, e.MAIL_FROM, e.NODE_ENV, publicUrl),
    vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
    metricsToken: e.METRICS_TOKEN,
    admin: {
      emails: (e.ADMIN_EMAILS ?? '')
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
      token: e.ADMIN_TOKEN,
    },
  };
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  // proxy-addr refuses a /0 range: trusting every address would be TRUST_PROXY=true in disguise anyway.
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) >= 1 && Number(bits) <= (version === 4 ? 32 : 128));
}

const HOP_COUNT = /^(10|[1-9])$/;

function isTrustProxy(value: string): boolean {
  return HOP_COUNT.test(value.trim()) || value.split(',').every((entry) => isProxyAddress(entry.trim()));
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined) return false;
  if (HOP_COUNT.test(value.trim())) return { hops: Number(value) };
  return value.split(',').map((entry) => entry.trim());
}
