import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { DataDirLockedError } from '../lib/data-dir-lock';

/**
 * The database for an operator command. The embedded one is refused while a server holds its folder (a
 * write from here would be lost behind the server's back, decision 0014), and where no server ever made one:
 * a mistyped DATA_DIR must not answer from a new, empty database.
 */
export async function openOperatorDatabase(command: string): Promise<Database> {
  const config = loadConfig();
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pglite'))) {
    console.error(`There is no SeedMatch database in ${config.dataDir} (DATA_DIR). Check the folder; nothing was changed.`);
    process.exit(1);
  }
  try {
    return await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(`${error.message}\nNothing was changed. Stop the server (PID ${error.holderPid}) first, then run \`${command}\` again.`);
    process.exit(1);
  }
}
