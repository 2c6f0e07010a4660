import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { signUp } from '../../../test/helpers/sign-in';
import { deck, submitIdea, swipe } from '../../../test/helpers/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type PreparedRow = { name: string; generic_plans: string; custom_plans: string };

// docs/decisions/0043: planning the most liked pools took longer than running them.
it('runs the most liked pools with the plan kept on the deck connections, never planning them for a read', async () => {
  const reader = await signUp(ctx.app, { email: 'plans-reader@example.com', name: 'Plans Reader' });
  const author = await signUp(ctx.app, { email: 'plans-author@example.com', name: 'Plans Author' });
  for (let i = 0; i < 8; i += 1) await submitIdea(ctx.app, author.token, { title: `Planned idea ${i}` });
  for (let i = 0; i < 7; i += 1) {
    const [first] = await deck(ctx.app, reader.token, '?limit=1');
    await swipe(ctx.app, reader.token, first!.id, 'LEFT');
  }
  expect(await deck(ctx.app, reader.token, '?limit=5')).toHaveLength(1);

  if (ctx.database.kind === 'pglite') {
    // One connection: PostgreSQL's own choice of plan applies there.
    expect(ctx.database.deckDb).toBe(ctx.database.db);
    return;
  }
  const { rows } = (await ctx.database.deckDb.execute(
    sql`select name, generic_plans, custom_plans from pg_prepared_statements where name = 'deck_most_liked_1'`,
  )) as unknown as { rows: PreparedRow[] };
  expect(rows).toHaveLength(1);
  expect(Number(rows[0]!.custom_plans)).toBe(0);
  expect(Number(rows[0]!.generic_plans)).toBeGreaterThanOrEqual(6);
});
