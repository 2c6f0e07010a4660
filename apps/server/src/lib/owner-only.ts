import fs from 'node:fs';
import path from 'node:path';

/**
 * Makes `folder` and everything in it readable by its owner alone: folders 0700, files 0600. PGlite
 * unpacks its initial files world-writable (0666), and a data folder from an older version is so too.
 * Synchronous: it runs once, before the server listens, and a thousand chmods take milliseconds this way.
 */
export function restrictToOwner(folder: string): void {
  fs.chmodSync(folder, 0o700);
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const entryPath = path.join(folder, entry.name);
    if (entry.isDirectory()) restrictToOwner(entryPath);
    else if (entry.isFile()) fs.chmodSync(entryPath, 0o600);
  }
}
