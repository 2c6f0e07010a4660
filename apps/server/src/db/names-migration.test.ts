import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './client';
import { users } from './schema/index';
import { isPgError, PG_UNIQUE_VIOLATION } from '../lib/pg-errors';
import { migrationsBefore } from '../../test/helpers/migrations-before';

const earlier = migrationsBefore('_names_tell_the_truth');
afterAll(earlier.remove);

describe('the migration that names the OpenID subject and the location', () => {
  it('keeps an existing user, found by their subject with their location, and still refuses a second account for it', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: earlier.folder });
    await db.execute(sql`insert into users (id, firebase_uid, email, name, timezone, referral_code) values
      ('00000000-0000-4000-8000-00000000000a', 'google-sub-1', 'ada@example.com', 'Ada', 'Lisbon', 'SEED-ADA')`);

    await migrate(db, { migrationsFolder });

    const [ada] = await db.select().from(users).where(eq(users.oidcSubject, 'google-sub-1'));
    expect(ada).toMatchObject({ id: '00000000-0000-4000-8000-00000000000a', email: 'ada@example.com', name: 'Ada', location: 'Lisbon' });
    const again = db
      .insert(users)
      .values({ oidcSubject: 'google-sub-1', email: 'ada@example.com', name: 'Ada', referralCode: 'SEED-ADA-2' });
    const error = await again.then(
      () => null,
      (caught: unknown) => caught,
    );
    // The service turns this constraint, by name, into "User already exists".
    expect(isPgError(error, PG_UNIQUE_VIOLATION, 'users_oidc_subject_unique')).toBe(true);
    await client.close();
  }, 60_000);
});
