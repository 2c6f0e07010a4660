// Bundles the server's TypeScript (with the shared package) into apps/server/dist/main.mjs, leaving the
// npm dependencies as imports: the built server starts faster and holds less memory than one run by tsx.
// drizzle-orm is bundled too: for each of the hundreds of modules it loads, Node looked up the package's
// 179 KB package.json (its exports map) again, half a second of every start (docs/decisions/0036).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverRoot = path.resolve(import.meta.dirname, '../apps/server');
const { dependencies } = JSON.parse(fs.readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
const bundled = new Set(['drizzle-orm']);
const external = Object.keys(dependencies)
  .filter((name) => !bundled.has(name))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: [path.join(serverRoot, 'src/main.ts')],
  outfile: path.join(serverRoot, 'dist/main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external,
  logLevel: 'warning',
});
