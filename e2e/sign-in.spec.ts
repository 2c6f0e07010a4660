import { expect, test } from '@playwright/test';
import { audit, type Findings } from './axe';
import { chooseAccount, newAccount, signUpAs, storedToken } from './fixtures';

test('a founder signs up through the popup and lands once in the founder shell', async ({ page }) => {
  const account = newAccount('founder');
  await signUpAs(page, 'Founder', account);

  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'SeedMatch' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Notifications' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Your profile' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByTestId('bell-badge')).toHaveCount(0);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Swipe', 'Matches', 'Challenge', 'Chat']);
  await expect(nav.getByRole('link', { name: 'Swipe' })).toHaveAttribute('aria-current', 'page');

  const storage = await page.evaluate(() => ({ ...window.localStorage }));
  expect(storage.selectedRole).toBe('FOUNDER');
  expect(storage.authToken).toBeTruthy();
  expect(Object.keys(storage).some((key) => key.startsWith('dbUserId_'))).toBe(true);

  // Only once: going home and reloading stays home, still signed in.
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await page.reload();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Founder!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Swiping' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join Challenge' })).toBeVisible();
});

test('an investor gets the investor tabs and home', async ({ page }) => {
  await signUpAs(page, 'Investor', newAccount('investor'));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Invest', 'Connections', 'Challenge', 'Chat']);
  await nav.getByRole('link', { name: 'Connections' }).click();
  await expect(page).toHaveURL(/\/app\/matches$/);
  await expect(page.getByRole('heading', { name: 'Connections' })).toBeVisible();
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Investment Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Startups' })).toHaveAttribute('href', '/app/investor');
});

test('an investor opening the deck’s address goes to the investor area, and the page never asks for the deck', async ({ page }) => {
  await signUpAs(page, 'Investor', newAccount('investor-deck'));
  const deckRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/ideas/deck')) deckRequests.push(request.url());
  });
  await page.goto('/app/swipe');
  await expect(page).toHaveURL(/\/app\/investor$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invest' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(deckRequests).toEqual([]);
});

test('logout signs the token out on the server, and the guard sends a visitor to /', async ({ page }) => {
  await signUpAs(page, 'Founder', newAccount('leaver'));
  const token = await storedToken(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  const keys = await page.evaluate(() => Object.keys(window.localStorage));
  expect(keys.some((key) => key.startsWith('dbUserId_'))).toBe(false);

  const me = await page.request.get('/api/users/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);

  for (const path of ['/app', '/app/swipe', '/onboarding']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test('a blocked popup falls back to a full-page redirect sign-in', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByRole('button', { name: /I'm an Investor/ }).click();
  await chooseAccount(page, newAccount('redirected'));
  await expect(page).toHaveURL(/\/app\/investor$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invest' })).toBeVisible();
});

test('the account chooser lists the accounts used before on this browser', async ({ page }) => {
  const account = newAccount('returning');
  await signUpAs(page, 'Founder', account);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Get Started' }).click();
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: /I'm a Founder/ }).click();
  const popup = await popupPromise;
  await expect(popup.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await expect(popup.getByText('local sign-in', { exact: false })).toBeVisible();
  const found: Findings = {};
  await audit(popup, 'the account chooser', found);
  expect(found).toEqual({});
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: new RegExp(account.email) }).click();
  await closed;
  await expect(page).toHaveURL(/\/app\/swipe$/);
});

test('the account chooser follows a dark system theme, and keeps clear of the edges of a 320 px screen', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: /I'm a Founder/ }).click();
  const popup = await popupPromise;
  await popup.setViewportSize({ width: 320, height: 640 });
  await expect(popup.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  expect(await popup.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(24, 24, 27)');
  const card = (await popup.getByRole('main').boundingBox())!;
  expect(card.x).toBeGreaterThanOrEqual(8);
  expect(card.x + card.width).toBeLessThanOrEqual(312);
  await context.close();
});

test('with local sign-in every screen says that anyone can sign in with any e-mail', async ({ page }) => {
  const notice = page.getByRole('complementary', { name: 'Demo sign-in' });
  for (const path of ['/', '/privacy', '/terms']) {
    await page.goto(path);
    await expect(notice, path).toContainText('anyone can sign in with any e-mail');
  }
  await signUpAs(page, 'Founder', newAccount('noticed'));
  for (const path of ['/app/swipe', '/app/profile', '/app/chat', '/onboarding']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(notice, path).toContainText('anyone can sign in with any e-mail');
  }
});

test('a completion link carrying someone else’s token does not sign this browser in', async ({ browser, page }) => {
  const attacker = await browser.newPage();
  await signUpAs(attacker, 'Founder', newAccount('attacker'));
  const token = await storedToken(attacker);
  await attacker.close();

  await page.goto(`/auth/complete#mode=redirect&nonce=${'a'.repeat(22)}&token=${token}`);
  await expect(page.getByText('This sign-in was not started in this browser. Please sign in again.')).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  await page.getByRole('link', { name: 'Back to SeedMatch' }).click();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
});

test('at 320 px the brand heads the app and the first idea, and the first idea can wait', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signUpAs(page, 'Founder', newAccount('narrow'));
  const header = page.getByRole('banner');
  const brand = header.getByRole('link', { name: 'SeedMatch' }).getByText('SeedMatch');
  expect((await brand.boundingBox())?.width).toBeGreaterThan(60);
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await page.goto('/onboarding');
  await expect(page.getByRole('heading', { name: 'Plant your first idea' })).toBeVisible();
  expect((await page.getByRole('banner').getByText('SeedMatch').boundingBox())?.width).toBeGreaterThan(60);
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/app$/);
});
