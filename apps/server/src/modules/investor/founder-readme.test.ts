import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../../lib/clock';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { bearer, signUp } from '../../../test/helpers/sign-in';
import { submitIdea } from '../../../test/helpers/factories';

const clock = createClock();
let ctx: TestContext;
let investor: { token: string; userId: string };

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  investor = await signUp(ctx.app, { email: 'readme-vc@example.com', name: 'Rita Reader', role: 'INVESTOR' });
});
afterAll(() => ctx.close());

const get = (token: string, url: string) => ctx.app.inject({ url, headers: bearer(token) });

/** A founder who ships their first idea with `mvp` and then has a newer idea besides. */
async function founderWhoShips(email: string, mvp: Record<string, unknown>) {
  const founder = await signUp(ctx.app, { email, name: 'Rex Readme' });
  const shipped = await submitIdea(ctx.app, founder.token, { title: `${email} shipped` });
  await submitIdea(ctx.app, founder.token, { title: `${email} newer` });
  const { id } = (await get(founder.token, '/api/challenges/current')).json();
  await ctx.app.inject({ method: 'POST', url: `/api/challenges/${id}/join`, headers: bearer(founder.token) });
  clock.advance(31 * 60_000);
  const submitted = await ctx.app.inject({
    method: 'POST',
    url: `/api/challenges/${id}/submit`,
    headers: bearer(founder.token),
    payload: { ideaId: shipped.id, githubUrl: 'https://github.com/rex/readme', ...mvp },
  });
  expect(submitted.statusCode, submitted.body).toBe(201);
  return { founder, profile: (await get(investor.token, `/api/founders/${founder.userId}`)).json() };
}

describe('the README on a founder profile', () => {
  it('is the text given with the MVP, on the idea it ships only', async () => {
    const readme = '# Readme Rex\n\n```sh\nnpm install\n```\n<img src=x onerror=alert(1)>';
    const { founder, profile } = await founderWhoShips('readme-text@example.com', { readme });
    expect(profile.previousProjects).toEqual([expect.objectContaining({ status: 'Completed', hasReadme: true, readme })]);
    expect(profile.currentProject).toMatchObject({ status: 'Active', hasReadme: false, readme: '' });
    // And it is part of what the founder downloads about themselves.
    const exported = (await get(founder.token, '/api/users/me/export')).json();
    expect(exported.mvpSubmissions).toEqual([expect.objectContaining({ hasReadme: true, readme })]);
  });

  it('is empty with the flag alone or without a README, so the dialog shows its template', async () => {
    const flagged = (await founderWhoShips('readme-flag@example.com', { hasReadme: true })).profile;
    expect(flagged.previousProjects[0]).toMatchObject({ hasReadme: true, readme: '' });
    const bare = (await founderWhoShips('readme-none@example.com', {})).profile;
    expect(bare.previousProjects[0]).toMatchObject({ hasReadme: false, readme: '' });
  });
});
