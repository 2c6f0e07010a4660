import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { bearer, signUp } from '../../../test/helpers/sign-in';
import { submitIdea, swipe } from '../../../test/helpers/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let people = 0;
const founder = () => {
  people += 1;
  return signUp(ctx.app, { email: `likes-${people}@example.com`, name: `Liker ${people}` });
};
const get = (token: string, url: string) => ctx.app.inject({ url, headers: bearer(token) }).then((r) => r.json());
const deleteAccount = (token: string) =>
  ctx.app.inject({ method: 'DELETE', url: '/api/users/me', headers: bearer(token), payload: { confirm: 'DELETE' } });

describe('like counts', () => {
  it('count only the right swipes of accounts that still exist, so sign-up, like, delete farms nothing', async () => {
    const farmer = await founder();
    const honest = await founder();
    const farmed = await submitIdea(ctx.app, farmer.token, { title: 'Farmed idea' });
    const liked = await submitIdea(ctx.app, honest.token, { title: 'Honestly liked idea' });
    for (let round = 0; round < 3; round += 1) {
      const throwaway = await founder();
      expect((await swipe(ctx.app, throwaway.token, farmed.id, 'RIGHT')).statusCode).toBe(200);
      expect((await deleteAccount(throwaway.token)).statusCode).toBe(200);
    }
    const fan = await founder();
    await swipe(ctx.app, fan.token, liked.id, 'RIGHT');
    await swipe(ctx.app, fan.token, farmed.id, 'RIGHT');
    const secondFan = await founder();
    await swipe(ctx.app, secondFan.token, liked.id, 'RIGHT');

    const likes = (ideas: { id: string; swipeRights: number }[]) =>
      Object.fromEntries(ideas.filter((i) => i.id === farmed.id || i.id === liked.id).map((i) => [i.id, i.swipeRights]));
    const expected = { [farmed.id]: 1, [liked.id]: 2 };
    const viewer = await founder();
    expect(likes(await get(viewer.token, '/api/ideas'))).toEqual(expected);
    expect(likes(await get(viewer.token, '/api/ideas/deck?limit=20'))).toEqual(expected);

    const investor = await signUp(ctx.app, { email: 'likes-vc@example.com', name: 'Likes VC', role: 'INVESTOR' });
    const dashboard = await get(investor.token, '/api/ideas/investor/dashboard');
    expect(dashboard.topIdeas.slice(0, 2).map((i: { title: string; creditScore: number }) => [i.title, i.creditScore])).toEqual([
      ['Honestly liked idea', 2],
      ['Farmed idea', 1],
    ]);
  });
});
