import type { Config } from '../config';
import { ConfigError } from '../config';
import { POSTGRES_CONNECT_TIMEOUT_MS } from '../db/client';
import { DatabaseTooNewError, MigrationFailedError } from '../db/migrate';
import { DataDirLockedError } from './data-dir-lock';
import { isDiskFull } from './unavailable';

/** The start-up steps whose failures are the operator's to fix: opening the database, and listening. */
export type StartupStage = 'database' | 'listen';

export class StartupStageError extends Error {
  override name = 'StartupStageError';
  constructor(
    readonly stage: StartupStage,
    cause: unknown,
  ) {
    super(`start-up failed while ${stage === 'database' ? 'opening the database' : 'listening'}`, { cause });
  }
}

/** Marks a failure of `work` as one of `stage`, so it can be explained in the operator's terms. */
export function during<T>(stage: StartupStage, work: Promise<T>): Promise<T> {
  return work.catch((cause: unknown) => {
    throw new StartupStageError(stage, cause);
  });
}

/** What the one log line of a failed start says: its message, and fields for machines. */
type StartupFailure = { msg: string; fields: Record<string, unknown> };

export const DISK_FULL_MESSAGE = 'SeedMatch cannot start: the disk holding its data is full. Free some space, then start it again.';

/**
 * Explains why start-up failed, naming the variable whose value is the cause and what to do about it;
 * anything not foreseen keeps its own message, with its stack in `err`.
 */
export function describeStartupFailure(error: unknown, config: Config | undefined): StartupFailure {
  if (error instanceof ConfigError) {
    return {
      msg: `${error.message}. Correct ${error.problems.length === 1 ? 'it' : 'them'}, then start SeedMatch again.`,
      fields: { problems: error.problems },
    };
  }
  const stage = error instanceof StartupStageError ? error.stage : undefined;
  const cause = error instanceof StartupStageError ? error.cause : error;
  if (cause instanceof DataDirLockedError)
    return { msg: cause.message, fields: { variable: 'DATA_DIR', dataDir: cause.dataDir, holderPid: cause.holderPid } };
  if (isDiskFull(cause)) return { msg: DISK_FULL_MESSAGE, fields: {} };
  const code = errorCode(cause);
  const known =
    config && code && stage === 'database'
      ? config.databaseUrl
        ? postgresFailure(code, cause, config.databaseUrl)
        : dataDirFailure(code, config.dataDir)
      : config && code && stage === 'listen'
        ? listenFailure(code, config)
        : undefined;
  if (known) return { msg: known.msg, fields: { ...known.fields, code } };
  if (config && (cause instanceof MigrationFailedError || cause instanceof DatabaseTooNewError)) return migrationFailure(cause, config);
  const message = cause instanceof Error ? cause.message : String(cause);
  return {
    msg: `SeedMatch failed to start: ${message || (code ?? 'unknown error')}`,
    fields: { err: cause instanceof Error ? cause : new Error(message) },
  };
}

/** The error's code (a system call's `ENOTDIR`, PostgreSQL's SQLSTATE), or a connect timeout's. */
function errorCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    // node-postgres ends a connection that took too long with this message, and no code.
    if (e.message === 'timeout expired') return 'ETIMEDOUT';
  }
  return undefined;
}

type Known = { msg: string; fields: Record<string, unknown> };

/** Where a PostgreSQL database is, without its password: `postgres://host:5432/name`. */
function postgresPlace(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const at = `${url.hostname}:${url.port || '5432'}`;
  const name = decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username);
  return { host: url.hostname, at, name, database: `${url.protocol}//${at}/${name}` };
}

function postgresFailure(code: string, error: unknown, databaseUrl: string): Known | undefined {
  const { host, at, name, database } = postgresPlace(databaseUrl);
  const fields = { variable: 'DATABASE_URL', database };
  const said = error instanceof Error ? error.message : '';
  const known = (msg: string): Known => ({ msg: `DATABASE_URL: ${msg}`, fields });
  switch (code) {
    case 'ECONNREFUSED':
      return known(
        `nothing accepts connections at ${at} (connection refused). Start PostgreSQL there, or correct the host and port in DATABASE_URL.`,
      );
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return known(`the host ${host} does not resolve to an address. Correct the host name in DATABASE_URL.`);
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return known(
        `PostgreSQL at ${at} did not answer within ${POSTGRES_CONNECT_TIMEOUT_MS / 1000} s. Check that it runs and that this machine can reach it (network, firewall), or correct DATABASE_URL.`,
      );
    case '28P01':
    case '28000':
      return known(`PostgreSQL at ${at} refused the sign-in (${said}). Correct the user name and password in DATABASE_URL.`);
    case '3D000':
      return known(`the database "${name}" does not exist at ${at}. Create it (createdb ${name}), or correct its name in DATABASE_URL.`);
    default:
      return undefined;
  }
}

/** A database this version cannot bring to its schema: a newer version's, or one whose migration failed. */
function migrationFailure(error: MigrationFailedError | DatabaseTooNewError, { databaseUrl, dataDir }: Config): StartupFailure {
  const place = databaseUrl
    ? { variable: 'DATABASE_URL', database: postgresPlace(databaseUrl).database }
    : { variable: 'DATA_DIR', database: dataDir };
  const where = `${place.variable}: the database ${databaseUrl ? 'at' : 'in'} ${place.database}`;
  if (error instanceof DatabaseTooNewError) {
    return {
      msg: `${where} was migrated by a newer version of SeedMatch (this one knows the migrations up to ${error.knownUpTo.tag}); this version would misread it, so it does not start. Run the newer version, or restore the backup taken before the upgrade.`,
      fields: { ...place, knownUpTo: error.knownUpTo.tag },
    };
  }
  const failed = error.failedIn ? `migration ${error.failedIn} failed` : 'migrating failed';
  // The database refused a statement (a SQLSTATE): the one transaction the migrations run in was rolled
  // back. A connection lost on the way says nothing of what became of it.
  const refused = /^[0-9A-Z]{5}$/.test(errorCode(error.cause) ?? '');
  const outcome = !refused
    ? 'Check the database and its connection, then start again.'
    : error.wasEmpty
      ? 'Nothing was kept (the migrations run in one transaction).'
      : 'Nothing was changed (the migrations run in one transaction): the previous version still runs on it.';
  return {
    msg: `${where} could not be migrated to this version: ${failed} (${error.reason}). ${outcome}`,
    fields: { ...place, migration: error.failedIn, pending: error.pending },
  };
}

function dataDirFailure(code: string, dataDir: string): Known | undefined {
  const fields = { variable: 'DATA_DIR', dataDir };
  switch (code) {
    case 'ENOTDIR':
    case 'EEXIST':
      return {
        msg: `DATA_DIR: ${dataDir} is not a folder (a file stands in its place or on its path). Set DATA_DIR to a folder; a missing one is made.`,
        fields,
      };
    case 'EACCES':
    case 'EPERM':
      return {
        msg: `DATA_DIR: ${dataDir} is not writable by this process (uid ${process.getuid?.() ?? '?'}). Give it the folder, or set DATA_DIR to one it may write.`,
        fields,
      };
    case 'EROFS':
      return {
        msg: `DATA_DIR: ${dataDir} is on a read-only file system. Mount it read-write, or set DATA_DIR to a writable folder.`,
        fields,
      };
    case 'ENOENT':
      return {
        msg: `DATA_DIR: ${dataDir} is on a file system that takes no new folders (/proc or /sys, say): the data folder cannot be made there. Set DATA_DIR to a folder on a disk.`,
        fields,
      };
    default:
      return undefined;
  }
}

function listenFailure(code: string, { host, port }: Config): Known | undefined {
  switch (code) {
    case 'EADDRINUSE':
      return {
        msg: `PORT: ${port} is already in use on ${host}. Stop what listens there, or set PORT to a free port.`,
        fields: { variable: 'PORT', port, host },
      };
    case 'EACCES':
    case 'EPERM':
      return {
        msg: `PORT: this process may not listen on port ${port} (ports below 1024 need privileges). Set PORT to 1024 or above, behind a proxy if need be.`,
        fields: { variable: 'PORT', port },
      };
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return {
        msg: `HOST: ${host} does not resolve to an address. Set HOST to an address of this machine, or 0.0.0.0 for all of them.`,
        fields: { variable: 'HOST', host },
      };
    case 'EADDRNOTAVAIL':
      return {
        msg: `HOST: ${host} is not an address of this machine. Set HOST to one of its addresses, or 0.0.0.0 for all of them.`,
        fields: { variable: 'HOST', host },
      };
    default:
      return undefined;
  }
}
