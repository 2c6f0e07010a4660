import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, ServerProcess } from '../../apps/server/test/helpers/server-process';
import { startPostgres, startRedis } from '../../scripts/services.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The deployment guide's nginx configuration: the test runs it, filled in for loopback. */
const SITE_TEMPLATE = path.join(root, 'docs/deploy/seedmatch.nginx.conf');
export const INSTANCE_NAMES = ['app-1', 'app-2'] as const;

export type BalancedStack = {
  /** The public address: nginx with TLS in front of both instances. */
  url: string;
  /** nginx's plain-HTTP listener, which only redirects to `url`. */
  httpUrl: string;
  stop: () => Promise<void>;
};

type Stoppable = { stop: () => unknown };

/** Fills the template's {{PLACEHOLDERS}}; one left unfilled is an error, not a silent broken config. */
function renderSite(values: Record<string, string>): string {
  return fs.readFileSync(SITE_TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`no value for ${whole} in ${SITE_TEMPLATE}`);
    return value;
  });
}

/** The process-level part a distribution's nginx.conf holds, with every path inside `dir`. */
function mainConfig(dir: string): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  return `daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 512; }
http {
  access_log ${path.join(dir, 'access.log')};
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${path.join(dir, 'seedmatch.conf')};
}
`;
}

function waitForPort(port: number, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`nginx exited: ${fs.readFileSync(log, 'utf8')}`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error('nginx did not listen within 10 s'));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

async function startNginx(dir: string, site: Record<string, string>): Promise<Stoppable> {
  // nginx's workers run as nobody when started by root: they must reach the temp folders.
  fs.chmodSync(dir, 0o755);
  fs.mkdirSync(path.join(dir, 'temp'));
  const certificate = ['-keyout', site.TLS_CERTIFICATE_KEY!, '-out', site.TLS_CERTIFICATE!, '-subj', '/CN=127.0.0.1'];
  const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'];
  execFileSync('openssl', ['req', '-x509', ...ecKey, '-nodes', '-days', '1', ...certificate], { stdio: 'ignore' });
  fs.writeFileSync(path.join(dir, 'seedmatch.conf'), renderSite(site));
  fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir));
  const errorLog = path.join(dir, 'error.log');
  const child = spawn('/usr/sbin/nginx', ['-p', dir, '-e', errorLog, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // A fast stop: a graceful one would wait for the browsers' open WebSockets.
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForPort(Number(site.HTTPS_LISTEN!.split(':')[1]), child, errorLog);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

/**
 * PostgreSQL, Redis, two built servers and nginx in front of them, all on loopback, deployed the way
 * docs/deploy/README.md says. Whatever started is stopped again if a later step fails.
 */
export async function startBalancedStack(): Promise<BalancedStack> {
  const started: Stoppable[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedmatch-lb-'));
  const stop = async () => {
    for (const service of started.reverse()) await service.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const postgres = await startPostgres();
    started.push(postgres);
    const redis = await startRedis();
    started.push(redis);
    const [httpsPort, httpPort, ...instancePorts] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    const url = `https://127.0.0.1:${httpsPort}`;
    const servers = INSTANCE_NAMES.map(
      (name, i) =>
        new ServerProcess(
          instancePorts[i]!,
          {
            NODE_ENV: 'production',
            LOCAL_SIGN_IN: 'on',
            TRUST_PROXY: '127.0.0.1',
            DATABASE_URL: postgres.url,
            REDIS_URL: redis.url,
            PUBLIC_URL: url,
            INSTANCE_NAME: name,
            DEMO_DATA: 'off',
            RATE_LIMIT_SCALE: '20',
          },
          'built',
        ),
    );
    started.push(...servers);
    // Both at once: migrations run under an advisory lock, as the README promises.
    await Promise.all(servers.map((server) => server.start()));
    started.push(
      await startNginx(dir, {
        INSTANCE_1: `127.0.0.1:${instancePorts[0]}`,
        INSTANCE_2: `127.0.0.1:${instancePorts[1]}`,
        SERVER_NAME: '127.0.0.1',
        PUBLIC_URL: url,
        HTTP_LISTEN: `127.0.0.1:${httpPort}`,
        HTTPS_LISTEN: `127.0.0.1:${httpsPort}`,
        TLS_CERTIFICATE: path.join(dir, 'tls.crt'),
        TLS_CERTIFICATE_KEY: path.join(dir, 'tls.key'),
      }),
    );
    return { url, httpUrl: `http://127.0.0.1:${httpPort}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
