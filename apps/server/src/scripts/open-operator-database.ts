import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { DataDirLockedError } from '../lib/data-dir-lock';

/**
 * The database for an operator command. The embedded one is refused while a server holds its folder:
 * a write from here would be lost behind the server's back (decision 0014).
 */
export async function openOperatorDatabase(command: string): Promise<Database> {
  const config = loadConfig();
  try {
    return await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(`${error.message}\nNothing was changed. Stop the server (PID ${error.holderPid}) first, then run \`${command}\` again.`);
    process.exit(1);
  }
}
