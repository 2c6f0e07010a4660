import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { users } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { bearer, signUp } from '../../../test/helpers/sign-in';
import { noSockets } from '../realtime/realtime';
import { deleteAccount } from '../users/account.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe("an investor opening a founder's profile", () => {
  it('answers 404 Founder not found, never a 500, when the founder deletes their account as it is read', async () => {
    const investor = await signUp(ctx.app, { email: 'profile-race-investor@example.com', name: 'Ivo', role: 'INVESTOR' });
    const founder = await signUp(ctx.app, { email: 'profile-race-founder@example.com', name: 'Fay' });
    const { db } = ctx.database;
    const [founderRow] = await db.select().from(users).where(eq(users.id, founder.userId));
    // The deletion lands after the profile was read and before the investor's review of it is recorded.
    const client = (db as unknown as { $client: PGlite }).$client;
    const query = client.query.bind(client);
    const spy = vi.spyOn(client, 'query').mockImplementation(async (...args: Parameters<PGlite['query']>) => {
      if (String(args[0]).startsWith('insert into "investor_reviews"')) {
        spy.mockRestore();
        await deleteAccount(db, founderRow!, noSockets);
      }
      return query(...args);
    });
    const response = await ctx.app.inject({ url: `/api/founders/${founder.userId}`, headers: bearer(investor.token) });
    spy.mockRestore();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Founder not found' });
  });
});
