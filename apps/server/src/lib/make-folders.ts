import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * `mkdir -p` that says why it failed: Node's recursive mkdir reports ENOENT where it may not make a folder
 * (a read-only file system, say), so the first missing folder is then made alone, which fails with the
 * real reason (EROFS, EACCES).
 */
export async function makeFolders(folder: string, mode: number): Promise<void> {
  try {
    await fs.mkdir(folder, { recursive: true, mode });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    let missing = folder;
    while (path.dirname(missing) !== missing && !(await exists(path.dirname(missing)))) missing = path.dirname(missing);
    await fs.mkdir(missing, { mode });
    throw error;
  }
}

const exists = (entry: string) =>
  fs.stat(entry).then(
    () => true,
    () => false,
  );
