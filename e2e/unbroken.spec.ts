import { expect, test, type Page } from '@playwright/test';
import { ADMIN_ONLY_MESSAGE } from '@seedmatch/shared/admin';
import { bringToTop, expectNoSideScroll, linesOf, newAccount, signUpAs, storedToken, submitIdea } from './fixtures';

// Names, titles and tags without a single space: what a user may type, and what no layout may let escape.
test.setTimeout(150_000);

const unbroken = (mark: string, length: number) => `${mark}${'W'.repeat(length - mark.length - 1)}.`;

/** Nothing scrolls sideways at 320 and 390 px, and no element inside `scope` is wider than it lets show. */
async function expectContained(page: Page, scope = page.locator('body')) {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: width === 320 ? 568 : 844 });
    await expectNoSideScroll(page);
    expect(await scope.evaluate((root) => root.scrollWidth - root.clientWidth)).toBeLessThanOrEqual(0);
  }
}

test('unbroken names, titles, tags and profile texts stay inside every screen at 320 and 390 px', async ({ browser }) => {
  const ada = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const adaAccount = { ...newAccount('unbroken'), name: unbroken('Ada', 80) };
  await signUpAs(ada, 'Founder', adaAccount);
  const adaIdea = {
    title: unbroken(`T${Date.now().toString(36)}`, 120),
    pitch: unbroken('P', 280),
    tags: Array.from({ length: 10 }, (_, i) => unbroken(`${i}`, 30)),
  };
  const headers = { authorization: `Bearer ${await storedToken(ada)}` };
  const profile = {
    timezone: unbroken('L', 80),
    preferences: { title: unbroken('Ti', 80), experience: unbroken('E', 2000), isComplete: true },
  };
  expect((await ada.request.put('/api/users/me', { headers, data: profile })).ok()).toBe(true);
  await ada.goto('/app/submit-idea');
  await ada.getByLabel('Tags', { exact: true }).fill(adaIdea.tags[0]!);
  await ada.keyboard.press('Enter');
  await expectContained(ada);
  await submitIdea(ada, adaIdea);
  for (const path of ['/app', '/app/profile', '/app/my-ideas']) {
    await ada.goto(path);
    await expect(ada.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectContained(ada);
  }

  const ben = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signUpAs(ben, 'Founder', newAccount('plain'));
  const benIdea = { title: `Plain idea ${Date.now().toString(36)}`, pitch: 'An idea with an ordinary title.', tags: ['AI'] };
  await submitIdea(ben, benIdea);
  await ada.goto('/app/swipe');
  await bringToTop(ada, benIdea.title);
  await ada.getByRole('button', { name: 'Like' }).click();
  await ben.goto('/app/swipe');
  await bringToTop(ben, adaIdea.title);
  await ben.getByRole('button', { name: 'Like' }).click();
  const modal = ben.getByRole('dialog', { name: "It's a Match!" });
  await expect(modal).toContainText(adaAccount.name);
  await expectContained(ben, modal);

  const investor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signUpAs(investor, 'Investor', newAccount('reader'));
  await investor.getByPlaceholder('Search ideas or founders...').fill(adaAccount.name.slice(0, 20));
  const card = investor.getByRole('article', { name: adaIdea.title });
  await expect(card).toHaveCount(1);
  await expectContained(investor);
  await card.getByRole('button', { name: 'View Founder' }).click();
  const dialog = investor.getByRole('dialog', { name: adaAccount.name });
  await expect(dialog.getByRole('region', { name: 'Current Project' })).toContainText(adaIdea.title);
  await expectContained(investor, dialog);
});

test('the app header keeps the logo, bell, profile and Logout on one row at 320 and 390 px', async ({ page }) => {
  await signUpAs(page, 'Founder', newAccount('header'));
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 700 });
    const header = page.getByRole('banner');
    const logout = header.getByRole('button', { name: 'Logout' });
    await expect(logout).toBeVisible();
    expect((await header.boundingBox())!.height, `${width} px`).toBeLessThanOrEqual(64);
    await expectNoSideScroll(page);
    expect((await header.getByRole('link', { name: 'SeedMatch' }).boundingBox())!.height, `${width} px`).toBeLessThanOrEqual(44);
    expect((await logout.boundingBox())!.height, `${width} px`).toBeLessThanOrEqual(44);
  }
});

test('a short screen fits the window with the demo notice above it: nothing scrolls, the tab bar ends the page', async ({ page }) => {
  await signUpAs(page, 'Founder', newAccount('short'));
  for (const [path, heading] of [
    ['/app/matches', 'Matches'],
    ['/app/chat', 'Chat'],
    // The admin console's frame too (one who is not an admin is told so there, on a short screen).
    ['/admin', ADMIN_ONLY_MESSAGE],
  ] as const) {
    for (const viewport of [
      { width: 320, height: 640 },
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Demo sign-in' })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const overflow = await page.evaluate(() => document.scrollingElement!.scrollHeight - window.innerHeight);
      expect(overflow, `${path} at ${viewport.width} px`).toBeLessThanOrEqual(0);
      if (viewport.width < 1024) {
        const tabBar = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
        expect(Math.round(tabBar!.y + tabBar!.height), `${path} at ${viewport.width} px: the tab bar's foot`).toBe(viewport.height);
      }
    }
  }
});

test('an MVP’s longest links take two lines each on a 320 px card, and still lead to the whole address', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signUpAs(page, 'Founder', newAccount('links'));
  const title = `Links ${Date.now().toString(36)}`;
  await submitIdea(page, { title, pitch: 'An MVP with the longest links there are.', tags: ['Web'] });
  const headers = { authorization: `Bearer ${await storedToken(page)}` };
  const api = async (method: 'GET' | 'POST', path: string, data?: object) => {
    const response = await page.request.fetch(path, { method, headers, data });
    expect(response.ok(), `${method} ${path}`).toBe(true);
    return response.json() as Promise<{ id: string }>;
  };
  const me = await api('GET', '/api/users/me');
  const [idea] = (await api('GET', `/api/ideas/user/${me.id}`)) as unknown as { id: string }[];
  const challenge = await api('GET', '/api/challenges/current');
  await api('POST', `/api/challenges/${challenge.id}/join`);
  await api('POST', '/api/test/clock', { minutes: 31 });
  // The longest each may be (packages/shared/src/challenge.ts): a 39-character owner and a 100-character
  // repository, and a live address of 500 characters.
  const githubUrl = `https://github.com/${'o'.repeat(39)}/${'r'.repeat(100)}`;
  const host = `https://${'l'.repeat(60)}.example.com/`;
  const liveUrl = `${host}${'p'.repeat(500 - host.length)}`;
  await api('POST', `/api/challenges/${challenge.id}/submit`, { ideaId: idea!.id, githubUrl, liveUrl });

  await page.goto('/app/challenge');
  const mvp = page.getByRole('region', { name: 'Your MVP' });
  for (const url of [githubUrl, liveUrl]) {
    const link = mvp.getByRole('link', { name: url });
    await expect(link).toHaveAttribute('href', url);
    const row = link.locator('xpath=ancestor::div[1]');
    expect((await linesOf(row)).lines, url.slice(0, 30)).toBeLessThanOrEqual(2);
  }
  await expectNoSideScroll(page);
});
