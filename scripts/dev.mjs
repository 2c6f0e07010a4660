// npm run dev: the server (restarted by tsx on every change of its sources) and Vite (hot module
// replacement) together. Open http://localhost:5173: Vite proxies /api, /oidc and /socket.io to the server
// on :3000, and the server's PUBLIC_URL is Vite's address so sign-in redirects come back through it.
// Ctrl+C stops both; if one exits, the other is stopped too.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const WEB_PORT = process.env.WEB_PORT ?? '5173';
const SERVER_PORT = process.env.PORT ?? '3000';

const children = [
  {
    name: 'server',
    command: [process.execPath, 'node_modules/tsx/dist/cli.mjs', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'],
    env: { PORT: SERVER_PORT, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${WEB_PORT}` },
  },
  {
    name: 'web',
    command: [process.execPath, '../../node_modules/vite/bin/vite.js', '--port', WEB_PORT, '--strictPort'],
    cwd: 'apps/web',
    env: { SEEDMATCH_SERVER_URL: `http://localhost:${SERVER_PORT}` },
  },
].map(({ name, command, cwd, env }) => {
  const child = spawn(command[0], command.slice(1), { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  return child;
});

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
