import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function packageFolder(dir: string): string {
  if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
  const parent = path.dirname(dir);
  if (parent === dir) throw new Error('the server package folder was not found');
  return packageFolder(parent);
}

/** The server package's folder, whether the code runs from `src/` (tsx) or from the built `dist/main.mjs`. */
export const serverRoot = packageFolder(path.dirname(fileURLToPath(import.meta.url)));
