import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { DatabaseTooNewError, MigrationFailedError } from '../db/migrate';
import { DataDirLockedError } from './data-dir-lock';
import { describeStartupFailure, DISK_FULL_MESSAGE, StartupStageError, type StartupStage } from './startup-failure';

const postgres = loadConfig({ DATABASE_URL: 'postgres://seed:s3cret@db.internal:6543/seedmatch', HOST: '127.0.0.1', PORT: '8080' });
const embedded = loadConfig({ DATA_DIR: '/srv/seedmatch', HOST: '10.1.2.3', PORT: '80' });

/** An error as Node's system calls and node-postgres make them: a message and a code. */
function failure(code: string, message = `${code} from below`): Error {
  return Object.assign(new Error(message), { code });
}

const at = (stage: StartupStage, error: unknown) => new StartupStageError(stage, error);

function expectOperatorLine(described: { msg: string; fields: Record<string, unknown> }, variable: string) {
  expect(described.msg.startsWith(`${variable}: `)).toBe(true);
  expect(described.fields).toMatchObject({ variable });
  expect(described.fields).not.toHaveProperty('err');
  expect(JSON.stringify(described)).not.toContain('s3cret');
}

describe('describeStartupFailure', () => {
  it('lists every configuration problem on one line, each naming its variable, and says to correct them', () => {
    const error = new ConfigError(['PORT: Too big: expected number to be <=65535', 'TEST_CLOCK: never on in production']);
    const described = describeStartupFailure(error, undefined);
    expect(described.msg).toBe(
      'Invalid configuration: PORT: Too big: expected number to be <=65535; TEST_CLOCK: never on in production. Correct them, then start SeedMatch again.',
    );
    expect(described.fields).toEqual({ problems: error.problems });
  });

  it('says nothing accepts connections at the DATABASE_URL address when PostgreSQL refuses, without its password', () => {
    const described = describeStartupFailure(at('database', failure('ECONNREFUSED')), postgres);
    expectOperatorLine(described, 'DATABASE_URL');
    expect(described.msg).toContain('nothing accepts connections at db.internal:6543 (connection refused)');
    expect(described.fields).toMatchObject({ database: 'postgres://db.internal:6543/seedmatch', code: 'ECONNREFUSED' });
  });

  it('reads the code of an AggregateError, as connecting to every address of a name gives', () => {
    const refused = Object.assign(new AggregateError([failure('ECONNREFUSED'), failure('ECONNREFUSED')], ''), { code: 'ECONNREFUSED' });
    expect(describeStartupFailure(at('database', refused), postgres).msg).toContain('(connection refused)');
  });

  it('names the DATABASE_URL host that does not resolve', () => {
    for (const code of ['ENOTFOUND', 'EAI_AGAIN']) {
      const described = describeStartupFailure(at('database', failure(code)), postgres);
      expectOperatorLine(described, 'DATABASE_URL');
      expect(described.msg).toContain('the host db.internal does not resolve to an address');
    }
  });

  it('says PostgreSQL did not answer when connecting timed out or the host is unreachable', () => {
    for (const error of [new Error('timeout expired'), failure('ETIMEDOUT'), failure('EHOSTUNREACH'), failure('ENETUNREACH')]) {
      const described = describeStartupFailure(at('database', error), postgres);
      expectOperatorLine(described, 'DATABASE_URL');
      expect(described.msg).toContain('PostgreSQL at db.internal:6543 did not answer within 5 s');
    }
  });

  it('says PostgreSQL refused the sign-in for a wrong user name or password', () => {
    const error = failure('28P01', 'password authentication failed for user "seed"');
    const described = describeStartupFailure(at('database', error), postgres);
    expectOperatorLine(described, 'DATABASE_URL');
    expect(described.msg).toBe(
      'DATABASE_URL: PostgreSQL at db.internal:6543 refused the sign-in (password authentication failed for user "seed"). Correct the user name and password in DATABASE_URL.',
    );
  });

  it('names the database that does not exist and how to make it', () => {
    const described = describeStartupFailure(at('database', failure('3D000', 'database "seedmatch" does not exist')), postgres);
    expectOperatorLine(described, 'DATABASE_URL');
    expect(described.msg).toContain('the database "seedmatch" does not exist at db.internal:6543. Create it (createdb seedmatch)');
  });

  it('says DATA_DIR is not a folder when a file is in the way', () => {
    for (const code of ['ENOTDIR', 'EEXIST']) {
      const described = describeStartupFailure(at('database', failure(code)), embedded);
      expectOperatorLine(described, 'DATA_DIR');
      expect(described.msg).toContain('/srv/seedmatch is not a folder');
    }
  });

  it('says DATA_DIR is not writable by this process', () => {
    const described = describeStartupFailure(at('database', failure('EACCES')), embedded);
    expectOperatorLine(described, 'DATA_DIR');
    expect(described.msg).toContain(`/srv/seedmatch is not writable by this process (uid ${process.getuid!()})`);
  });

  it('says DATA_DIR is on a read-only file system', () => {
    const described = describeStartupFailure(at('database', failure('EROFS')), embedded);
    expectOperatorLine(described, 'DATA_DIR');
    expect(described.msg).toContain('/srv/seedmatch is on a read-only file system');
  });

  it('says DATA_DIR is on a file system that takes no new folders', () => {
    const described = describeStartupFailure(at('database', failure('ENOENT')), embedded);
    expectOperatorLine(described, 'DATA_DIR');
    expect(described.msg).toContain('/srv/seedmatch is on a file system that takes no new folders');
  });

  it('keeps the message naming the process that holds the data folder', () => {
    const locked = new DataDirLockedError('/srv/seedmatch', 4242);
    const described = describeStartupFailure(at('database', locked), embedded);
    expect(described.msg).toBe(locked.message);
    expect(described.fields).toEqual({ variable: 'DATA_DIR', dataDir: '/srv/seedmatch', holderPid: 4242 });
  });

  it('keeps the message for a full disk, as the file system or PostgreSQL says it', () => {
    for (const config of [embedded, postgres]) {
      for (const code of ['ENOSPC', '53100']) {
        expect(describeStartupFailure(at('database', failure(code)), config)).toEqual({ msg: DISK_FULL_MESSAGE, fields: {} });
      }
    }
    // PGlite's own file system says it with an errno (51, ENOSPC in its numbering), on an object that is no Error.
    class ErrnoError {
      name = 'ErrnoError';
      constructor(readonly errno: number) {}
    }
    const migrating = new Error('Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"', { cause: new ErrnoError(51) });
    expect(describeStartupFailure(at('database', migrating), embedded)).toEqual({ msg: DISK_FULL_MESSAGE, fields: {} });
    const missing = new Error('Failed query: select 1', { cause: new ErrnoError(44) });
    expect(describeStartupFailure(at('database', missing), embedded).msg).not.toBe(DISK_FULL_MESSAGE);
  });

  it('says a DATABASE_URL database is ahead of this version, or which migration failed and that nothing changed', () => {
    const tooNew = describeStartupFailure(
      at('database', new DatabaseTooNewError(4_102_444_800_000, { tag: '0019_mvp_readme', when: 1 })),
      postgres,
    );
    expectOperatorLine(tooNew, 'DATABASE_URL');
    expect(tooNew.msg).toContain(
      'the database at postgres://db.internal:6543/seedmatch was migrated by a newer version of SeedMatch (this one knows the migrations up to 0019_mvp_readme)',
    );
    const reason = '42710 type "report_status" already exists';
    const failed = describeStartupFailure(
      at('database', new MigrationFailedError('0017_admin_console', ['0017_admin_console'], reason, failure('42710'), false)),
      postgres,
    );
    expectOperatorLine(failed, 'DATABASE_URL');
    expect(failed.msg).toContain(
      `could not be migrated to this version: migration 0017_admin_console failed (${reason}). Nothing was changed`,
    );
  });

  it('claims nothing about a previous version on an empty database, nor that nothing changed when the connection failed', () => {
    const reason = '42501 permission denied for database seedmatch';
    const onEmpty = describeStartupFailure(
      at('database', new MigrationFailedError('0000_init', ['0000_init', '0001_ideas_swipes_matches'], reason, failure('42501'), true)),
      postgres,
    );
    expectOperatorLine(onEmpty, 'DATABASE_URL');
    expect(onEmpty.msg).toContain(`migration 0000_init failed (${reason}). Nothing was kept`);
    expect(onEmpty.msg).not.toContain('previous version');
    const pending = ['0019_mvp_readme', '0020_rewritten_migrations_catch_up'];
    const cut = describeStartupFailure(
      at('database', new MigrationFailedError(undefined, pending, 'ECONNRESET read ECONNRESET', failure('ECONNRESET'), false)),
      postgres,
    );
    expectOperatorLine(cut, 'DATABASE_URL');
    expect(cut.msg).toContain('could not be migrated to this version: migrating failed (ECONNRESET read ECONNRESET)');
    expect(cut.msg).not.toContain('Nothing was changed');
    expect(cut.msg).not.toContain('0019_mvp_readme');
    expect(cut.fields).toMatchObject({ pending });
  });

  it('says PORT is in use, or not permitted, naming the port', () => {
    const inUse = describeStartupFailure(at('listen', failure('EADDRINUSE')), postgres);
    expectOperatorLine(inUse, 'PORT');
    expect(inUse.msg).toBe('PORT: 8080 is already in use on 127.0.0.1. Stop what listens there, or set PORT to a free port.');
    const denied = describeStartupFailure(at('listen', failure('EACCES')), embedded);
    expectOperatorLine(denied, 'PORT');
    expect(denied.msg).toContain('this process may not listen on port 80');
  });

  it('says HOST does not resolve, or is not an address of this machine, naming it', () => {
    const unknown = describeStartupFailure(at('listen', failure('ENOTFOUND')), embedded);
    expectOperatorLine(unknown, 'HOST');
    expect(unknown.msg).toContain('10.1.2.3 does not resolve to an address');
    const foreign = describeStartupFailure(at('listen', failure('EADDRNOTAVAIL')), embedded);
    expectOperatorLine(foreign, 'HOST');
    expect(foreign.msg).toContain('10.1.2.3 is not an address of this machine');
  });

  it('gives anything unforeseen its own message, with the error and its stack in err', () => {
    const surprise = new TypeError('cannot read properties of undefined');
    for (const error of [surprise, at('database', surprise), at('listen', surprise)]) {
      const described = describeStartupFailure(error, embedded);
      expect(described.msg).toBe('SeedMatch failed to start: cannot read properties of undefined');
      expect(described.fields).toEqual({ err: surprise });
    }
    expect(describeStartupFailure(at('database', failure('42P01', 'relation "x" does not exist')), postgres)).toMatchObject({
      msg: 'SeedMatch failed to start: relation "x" does not exist',
    });
  });
});
