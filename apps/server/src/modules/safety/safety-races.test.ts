import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { signUp } from '../../../test/helpers/sign-in';
import { noSockets } from '../realtime/realtime';
import { deleteAccount } from '../users/account.service';
import { blockUser, reportUser } from './safety.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let people = 0;
const person = async () => {
  people += 1;
  const { userId } = await signUp(ctx.app, { email: `leaving-${people}@example.com`, name: `Leaving ${people}` });
  return (await ctx.database.db.select().from(users).where(eq(users.id, userId)))[0]!;
};

// Side by side on one database connection, the statements of the two take turns: the report or block finds
// the person, their account deletion (a moment later) runs, then the report or block is stored.
const aMomentLater = async (run: () => Promise<void>) => {
  await Promise.resolve();
  await run();
};
describe('reporting or blocking someone at the moment they delete their account', () => {
  it('answers a report 404 User not found, never a 500', async () => {
    const [reporter, reported] = [await person(), await person()];
    const [answer] = await Promise.allSettled([
      reportUser(ctx.database.db, reporter, { userId: reported.id, reason: 'spam', details: '' }),
      aMomentLater(() => deleteAccount(ctx.database.db, reported, noSockets)),
    ]);
    if (answer.status === 'rejected') expect(answer.reason).toMatchObject(new AppError(404, 'User not found'));
  });

  it('answers a block 404 User not found, never a 500', async () => {
    const [blocker, blocked] = [await person(), await person()];
    const [answer] = await Promise.allSettled([
      blockUser(ctx.database.db, blocker, blocked.id, noSockets),
      aMomentLater(() => deleteAccount(ctx.database.db, blocked, noSockets)),
    ]);
    if (answer.status === 'rejected') expect(answer.reason).toMatchObject(new AppError(404, 'User not found'));
  });
});
