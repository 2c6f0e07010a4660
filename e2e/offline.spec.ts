import { expect, test, type Page } from '@playwright/test';
import { matchedFounders, newAccount, signUpAs, storedToken } from './fixtures';

const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: "You're offline." });
const messages = (page: Page) => page.getByRole('list', { name: 'Messages' }).getByTestId('message');

/** Everything the app keeps in IndexedDB for a start without a connection, as text. */
const keptForOffline = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onsuccess = () => {
          const read = open.result.transaction('keyval').objectStore('keyval').get('seedmatch-queries');
          read.onsuccess = () => resolve(JSON.stringify(read.result ?? null));
        };
        open.onerror = () => resolve('');
      }),
  );

/** The service worker serves the app from now on, with or without a connection. */
const appIsCached = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

test('offline, every screen says so; a start-up that could never check its sign-in recovers by itself when the connection is back', async ({
  page,
  context,
}) => {
  await signUpAs(page, 'Founder', newAccount('offline'));
  await page.goto('/app');
  await appIsCached(page);
  await expect(offlineBanner(page)).toHaveCount(0);

  await context.setOffline(true);
  await expect(offlineBanner(page)).toBeVisible();
  await context.setOffline(false);
  await expect(offlineBanner(page)).toHaveCount(0);

  // A browser that has never seen this session's user (the snapshot gone) cannot start offline.
  await page.evaluate(() => window.localStorage.removeItem('signedInSnapshot'));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("We couldn't reach SeedMatch.")).toBeVisible();
  await expect(offlineBanner(page)).toBeVisible();
  // No tap on Try Again: the connection coming back is enough.
  await context.setOffline(false);
  await expect(offlineBanner(page)).toHaveCount(0);
  await expect(page.getByText("We couldn't reach SeedMatch.")).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('opened offline, home and matches show what they last loaded, the deck says it needs a connection, and back online they refresh without a reload', async ({
  browser,
}) => {
  test.slow();
  const { ada, ben, benAccount } = await matchedFounders(browser);
  await ben.close();
  await ada.goto('/app/matches');
  await expect(ada.getByText(benAccount.name).first()).toBeVisible();
  // Kept on the device (written within a second of loading).
  await expect.poll(() => keptForOffline(ada)).toContain(benAccount.name);
  await ada.getByRole('link', { name: 'Home', exact: true }).click();
  const matchesStat = ada.getByRole('main').getByText('Matches', { exact: true }).locator('..');
  await expect(matchesStat).toHaveText('1Matches');
  await expect.poll(() => keptForOffline(ada)).toContain('"matchesCount":1');
  await appIsCached(ada);

  await ada.context().setOffline(true);
  await ada.reload();
  await expect(offlineBanner(ada)).toBeVisible();
  await expect(ada.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(matchesStat).toHaveText('1Matches');
  // Scrolled down, the banner stays in sight, with the app's header below it, not over it.
  await ada.setViewportSize({ width: 390, height: 844 });
  expect(await ada.evaluate(() => (window.scrollTo(0, document.body.scrollHeight), window.scrollY))).toBeGreaterThan(100);
  const [bannerBox, headerBox] = [await offlineBanner(ada).boundingBox(), await ada.getByRole('banner').boundingBox()];
  expect(bannerBox!.y).toBe(0);
  expect(headerBox!.y).toBeCloseTo(bannerBox!.height, 0);
  await ada.getByRole('link', { name: 'Matches', exact: true }).click();
  await expect(ada.getByText(benAccount.name).first()).toBeVisible();
  await expect(ada.getByText("We couldn't reach SeedMatch.")).toHaveCount(0);
  await ada.getByRole('link', { name: 'Swipe', exact: true }).click();
  await expect(ada.getByRole('heading', { name: 'Swiping needs a connection' })).toBeVisible();
  // A screen never opened has nothing kept: it says so rather than load for ever.
  await ada.goto('/app/my-ideas');
  await expect(ada.getByText("This wasn't saved for offline use. It loads when you're back online.")).toBeVisible();

  // Back online, the screen on show asks afresh by itself.
  const matchesCall = ada.waitForResponse((response) => new URL(response.url()).pathname === '/api/matches' && response.ok());
  await ada.getByRole('link', { name: 'Matches', exact: true }).click();
  await ada.context().setOffline(false);
  await expect(offlineBanner(ada)).toHaveCount(0);
  await matchesCall;
  await ada.getByRole('link', { name: 'Swipe', exact: true }).click();
  await expect(ada.getByRole('heading', { name: 'Swiping needs a connection' })).toHaveCount(0);
  await expect(ada.getByTestId('top-card').or(ada.getByRole('heading', { name: 'No more ideas!' }))).toBeVisible();
});

test('offline, a list never loaded says so in line with its heading, not against the edge of the screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signUpAs(page, 'Founder', newAccount('never-opened'));
  await page.context().setOffline(true);
  await page.getByRole('link', { name: 'Chat', exact: true }).click();
  const notice = page.getByText("This wasn't saved for offline use. It loads when you're back online.");
  await expect(notice).toBeVisible();
  const textStart = (locator: typeof notice) =>
    locator.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().left;
    });
  const heading = page.getByRole('heading', { level: 1, name: 'Chat' });
  expect(Math.round(await textStart(notice))).toBe(Math.round(await textStart(heading)));
  await page.context().setOffline(false);
});

test('three messages written offline wait on the device through a reload, then reach the other browser once each, in order', async ({
  browser,
}) => {
  test.slow();
  const { ada, ben, adaAccount, benAccount } = await matchedFounders(browser);
  await ben.getByRole('dialog').getByRole('link', { name: 'Start Chat' }).click();
  await expect(ben.getByRole('heading', { name: adaAccount.name })).toBeVisible();
  const conversation = new URL(ben.url()).search;
  await ben.getByRole('textbox', { name: 'Message' }).fill('Hello from Ben');
  await ben.getByRole('button', { name: 'Send' }).click();

  await ada.goto(`/app/chat${conversation}`);
  await expect(ada.getByRole('heading', { name: benAccount.name })).toBeVisible();
  await expect(messages(ada).filter({ hasText: 'Hello from Ben' })).toHaveCount(1);
  await appIsCached(ada);
  await expect.poll(() => keptForOffline(ada)).toContain('Hello from Ben');

  await ada.context().setOffline(true);
  await expect(offlineBanner(ada)).toBeVisible();
  const written = ['First, offline', 'Second, offline', 'Third, offline'];
  for (const text of written) {
    await ada.getByRole('textbox', { name: 'Message' }).fill(text);
    await ada.getByRole('button', { name: 'Send' }).click();
    await expect(messages(ada).filter({ hasText: text })).toContainText('Waiting for network');
  }

  // A reload with no connection: the conversation as last seen, the three still waiting, in order.
  await ada.reload();
  await expect(ada.getByRole('heading', { name: benAccount.name })).toBeVisible();
  await expect(messages(ada).filter({ hasText: 'Hello from Ben' })).toHaveCount(1);
  await expect(messages(ada).filter({ hasText: 'Waiting for network' })).toHaveText(written.map((text) => new RegExp(text)));

  await ada.context().setOffline(false);
  await expect(messages(ada).filter({ hasText: 'Waiting for network' })).toHaveCount(0);
  await expect(messages(ada).filter({ hasText: 'Sending...' })).toHaveCount(0);
  await expect(messages(ada).filter({ hasText: /offline/ })).toHaveText(written.map((text) => new RegExp(text)));

  // At Ben's, live and after a reload: each once, in the order written.
  const atBen = messages(ben).filter({ hasText: /offline/ });
  await expect(atBen).toHaveText(written.map((text) => new RegExp(text)));
  await ben.reload();
  await expect(atBen).toHaveText(written.map((text) => new RegExp(text)));
  const headers = { Authorization: `Bearer ${await storedToken(ben)}` };
  const [room] = (await (await ben.request.get('/api/chat/rooms', { headers })).json()) as { id: string }[];
  const stored = await ben.request.get(`/api/chat/messages/${room!.id}`, { headers });
  const contents = ((await stored.json()) as { messages: { content: string }[] }).messages.map((m) => m.content);
  expect(contents.filter((content) => content.includes('offline'))).toEqual(written);
});

test('signed out in one tab, another tab of the same browser forgets the person too, and the device keeps nothing of theirs', async ({
  browser,
}) => {
  test.slow();
  const { ada, ben, benAccount } = await matchedFounders(browser);
  await ben.close();
  const otherTab = await ada.context().newPage();
  await otherTab.goto('/app/matches');
  await expect(otherTab.getByText(benAccount.name).first()).toBeVisible();

  // Signed out in the first tab while the other has just loaded (its copy for offline use not yet written).
  await ada.getByRole('button', { name: 'Logout' }).click();
  await expect(otherTab).toHaveURL(/\/$/);
  // Longer than the other tab waits between two writes of what it keeps.
  await otherTab.waitForTimeout(1_500);
  expect(await keptForOffline(ada)).toBe('null');
});
