import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Makes `folder` and everything in it readable by its owner alone: folders 0700, files 0600. PGlite
 * unpacks its initial files world-writable (0666), and a data folder from an older version is so too.
 */
export async function restrictToOwner(folder: string): Promise<void> {
  await fs.chmod(folder, 0o700);
  for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
    const entryPath = path.join(folder, entry.name);
    if (entry.isDirectory()) await restrictToOwner(entryPath);
    else if (entry.isFile()) await fs.chmod(entryPath, 0o600);
  }
}
