import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * `mkdir -p`, one level at a time from the deepest folder that exists, so a failure says why (EROFS, EACCES,
 * ENOTDIR, or ENOENT where the file system takes no new folders). Node's recursive mkdir reports ENOENT for
 * all of these, and under /proc it never returns: it tries the folder and its parent in turn for ever.
 */
export async function makeFolders(folder: string, mode: number): Promise<void> {
  const missing: string[] = [];
  for (let at = path.resolve(folder); !(await exists(at)) && path.dirname(at) !== at; at = path.dirname(at)) missing.unshift(at);
  for (const each of missing) {
    await fs.mkdir(each, { mode }).catch(async (error: NodeJS.ErrnoException) => {
      // Made meanwhile by someone else: as good as made here. A link to nothing (a disk not mounted) is there
      // but is no folder: the EEXIST says so, where its target's ENOENT would blame the file system.
      const made =
        error.code === 'EEXIST' &&
        (await fs.stat(each).then(
          (stats) => stats.isDirectory(),
          () => false,
        ));
      if (!made) throw error;
    });
  }
}

const exists = (entry: string) =>
  fs.stat(entry).then(
    () => true,
    () => false,
  );
