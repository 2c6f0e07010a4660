// Starts throwaway PostgreSQL, Redis and nginx servers on 127.0.0.1 for the test run, and stops them.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function findPostgresBin() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user. */
function runAsOwner(file, args) {
  if (isRoot()) return execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' });
  return execFileSync(file, args, { stdio: 'pipe' });
}

/**
 * A new folder, on a tmpfs of `diskMb` megabytes when given (mounting needs root): `fill()` takes every
 * free byte with a filler file, `unfill()` frees them, `remove()` unmounts and deletes the folder.
 */
export function makeFolder(prefix, { diskMb } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (diskMb) execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${diskMb}m`, 'tmpfs', dir]);
  const filler = path.join(dir, 'filler');
  return {
    dir,
    fill() {
      const fd = fs.openSync(filler, 'a');
      const block = Buffer.alloc(64 * 1024);
      try {
        for (;;) fs.writeSync(fd, block);
      } catch (error) {
        if (error.code !== 'ENOSPC') throw error;
      } finally {
        fs.closeSync(fd);
      }
    },
    unfill: () => fs.rmSync(filler, { force: true }),
    remove() {
      if (diskMb) execFileSync('umount', [dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `diskMb` (root only): the cluster lives on a tmpfs of that size, which `fill()` fills and `unfill()` frees. */
export async function startPostgres({ diskMb } = {}) {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found (apt-get install postgresql)');
  const folder = makeFolder('seedmatch-pg-', { diskMb });
  const { dir } = folder;
  fs.chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  if (isRoot()) execFileSync('chown', ['postgres', dir]);
  runAsOwner(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = () => runAsOwner(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  start();
  /** SIGSTOP / SIGCONT the postmaster and its backends: a server that keeps connections open but never answers. */
  const signalAll = (signal) => {
    const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' }).split('\n');
    for (const pid of [postmaster, ...children.map(Number).filter(Boolean)]) process.kill(pid, signal);
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** For outage tests: stop the server (data kept), start it again on the same port, or freeze and thaw it. */
    halt: () => runAsOwner(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    start,
    freeze: () => signalAll('SIGSTOP'),
    thaw: () => signalAll('SIGCONT'),
    fill: folder.fill,
    unfill: folder.unfill,
    stop() {
      try {
        runAsOwner(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        folder.remove();
      }
    },
  };
}

export async function startRedis() {
  const port = await freePort();
  let child = null;
  const start = async () => {
    child = spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await waitForPort(port, child);
  };
  const halt = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    /** For outage tests: stop the server, then start it again on the same port (empty); or freeze and thaw it. */
    halt,
    start,
    freeze: () => child.kill('SIGSTOP'),
    thaw: () => child.kill('SIGCONT'),
    stop() {
      child.kill('SIGTERM');
    },
  };
}

const NGINX_BIN = '/usr/sbin/nginx';
/** The deployment guide's nginx configuration (docs/deploy/README.md), which startNginx runs. */
const NGINX_SITE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/deploy/seedmatch.nginx.conf');

/** Fills the site's {{PLACEHOLDERS}}; one left unfilled is an error, not a silent broken config. */
function renderSite(values) {
  return fs.readFileSync(NGINX_SITE, 'utf8').replace(/\{\{(\w+)\}\}/g, (whole, key) => {
    if (values[key] === undefined) throw new Error(`no value for ${whole} in ${NGINX_SITE}`);
    return values[key];
  });
}

/** The process-level part a distribution's nginx.conf holds, with every path inside `dir`. */
function nginxMainConfig(dir) {
  const temp = (name) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
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

/**
 * nginx deployed as the guide says, on loopback: `https://127.0.0.1:<httpsPort>` (TLS with a throwaway
 * certificate, HTTP/2) in front of `instances` (its two `host:port` upstreams; name one twice for a single
 * instance), and a plain-HTTP listener on `httpPort` that redirects there.
 */
export async function startNginx({ httpsPort, httpPort, instances: [first, second] }) {
  if (!fs.existsSync(NGINX_BIN)) throw new Error(`${NGINX_BIN} is missing: apt-get install nginx openssl`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedmatch-nginx-'));
  // nginx's workers run as nobody when started by root: they must reach the temp folders.
  fs.chmodSync(dir, 0o755);
  fs.mkdirSync(path.join(dir, 'temp'));
  const url = `https://127.0.0.1:${httpsPort}`;
  const [certificate, key] = [path.join(dir, 'tls.crt'), path.join(dir, 'tls.key')];
  const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'];
  execFileSync(
    'openssl',
    ['req', '-x509', ...ecKey, '-nodes', '-days', '1', '-keyout', key, '-out', certificate, '-subj', '/CN=127.0.0.1'],
    {
      stdio: 'ignore',
    },
  );
  const site = {
    INSTANCE_1: first,
    INSTANCE_2: second,
    SERVER_NAME: '127.0.0.1',
    PUBLIC_URL: url,
    HTTP_LISTEN: `127.0.0.1:${httpPort}`,
    HTTPS_LISTEN: `127.0.0.1:${httpsPort}`,
    TLS_CERTIFICATE: certificate,
    TLS_CERTIFICATE_KEY: key,
  };
  fs.writeFileSync(path.join(dir, 'seedmatch.conf'), renderSite(site));
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxMainConfig(dir));
  const errorLog = path.join(dir, 'error.log');
  const child = spawn(NGINX_BIN, ['-p', dir, '-e', errorLog, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // A fast stop: a graceful one would wait for the browsers' open WebSockets.
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(httpsPort, child, 'nginx', () => (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : ''));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, httpUrl: `http://127.0.0.1:${httpPort}`, stop };
}

function waitForPort(port, child, name = 'redis-server', log = () => '') {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 10_000;
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`${name} did not start`));
        else setTimeout(attempt, 100);
      });
    };
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}: ${log()}`)));
    attempt();
  });
}
