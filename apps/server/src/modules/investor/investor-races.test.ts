import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { bearer, signUp } from '../../../test/helpers/sign-in';
import { submitIdea } from '../../../test/helpers/factories';
import { deleteAccountBeforeWriting } from '../../../test/helpers/delete-before-write';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('an investor at the moment an account is deleted', () => {
  it("opening the founder's profile as the founder deletes theirs answers 404 Founder not found, never a 500", async () => {
    const investor = await signUp(ctx.app, { email: 'profile-race-investor@example.com', name: 'Ivo', role: 'INVESTOR' });
    const founder = await signUp(ctx.app, { email: 'profile-race-founder@example.com', name: 'Fay' });
    const deletion = await deleteAccountBeforeWriting(ctx.database, 'investor_reviews', founder.userId);
    const response = await ctx.app.inject({ url: `/api/founders/${founder.userId}`, headers: bearer(investor.token) });
    deletion.restore();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Founder not found' });
  });

  it('shortlisting as they delete their own account on another device answers 404 User not found, never a 500', async () => {
    const investor = await signUp(ctx.app, { email: 'shortlist-race-investor@example.com', name: 'Isa', role: 'INVESTOR' });
    const founder = await signUp(ctx.app, { email: 'shortlist-race-founder@example.com', name: 'Flo' });
    const idea = await submitIdea(ctx.app, founder.token);
    const deletion = await deleteAccountBeforeWriting(ctx.database, 'investor_shortlists', investor.userId);
    const response = await ctx.app.inject({ method: 'PUT', url: `/api/investor/shortlist/${idea.id}`, headers: bearer(investor.token) });
    deletion.restore();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'User not found' });
  });
});
