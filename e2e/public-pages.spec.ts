import { expect, test } from '@playwright/test';
import { expectNoSideScroll, linesOf } from './fixtures';

test('the landing page shows the whole pitch', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('SeedMatch');
  for (const text of [
    'Plant Ideas. Grow Startups.',
    'v2.0 Beta',
    '93% of startups fail',
    '23%',
    '42%',
    '28%',
    '78%',
    '500+',
    'Join 10,000+ entrepreneurs • Free to start',
    '127 active this week',
    'Swipe Ideas',
    'Find Co-founders',
  ]) {
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
});

test('on a 320 px phone a tile title breaks at its space, never after "Co-"', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await page.goto('/');
  // Measured once the app has the screen: the pre-rendered one is replaced under a measure taken across the swap.
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  const title = page.getByRole('heading', { name: 'Find Co-founders', level: 3 });
  await expect(title).toBeVisible();
  // The lines "Co-founders" is laid out on: one, where a break after its hyphen would make two.
  const lines = await title.evaluate((heading) => {
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf('Co-founders');
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 'Co-founders'.length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }
    return 0;
  });
  expect(lines).toBe(1);
  expect(await title.evaluate((heading) => heading.getClientRects()[0]!.height)).toBeGreaterThan(30);
});

test('the landing page arrives compressed, its script cached for a year, its styles in the page', async ({ page }) => {
  const responses = new Map<string, Promise<Record<string, string>>>();
  page.on('response', (response) => responses.set(response.url(), response.allHeaders()));
  const landing = await page.goto('/');
  expect((await landing!.allHeaders())['content-encoding']).toMatch(/^(br|gzip)$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The app has started: its script came after the page's first paint (docs/decisions/0058).
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  const entryScripts = await page
    .locator('script[src]')
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).src));
  expect(entryScripts.length).toBeGreaterThan(0);
  for (const url of entryScripts) {
    const headers = await responses.get(url)!;
    expect(headers['content-encoding'], url).toMatch(/^(br|gzip)$/);
    expect(headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
  }
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
});

test('role selection goes back to the landing screen', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByText('Are you looking to build or invest?')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
});

for (const path of ['/?ref=SEED-ADA-K3J9-XYZ', '/join?ref=seed-ada-k3j9-xyz']) {
  test(`a visitor arriving at ${path} sees the invited card and the code is kept`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText('SEED-ADA-K3J9-XYZ')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('referralCode'))).toBe('SEED-ADA-K3J9-XYZ');
  });
}

test('at 320 px the invited card shows the longest referral code on one line, inside the card', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  // The longest code the format allows: 3 letters of the name, 12 of time, 3 random.
  const code = 'SEED-MAX-LX3K9Z2WQ8MM-AB1';
  await page.goto(`/?ref=${code}`);
  const shown = page.getByText(code, { exact: true });
  await expect(shown).toBeVisible();
  expect((await linesOf(shown)).lines).toBe(1);
  const card = (await page.getByRole('region', { name: "You've been invited!" }).boundingBox())!;
  const box = (await shown.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(card.x);
  expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
  expect(await shown.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoSideScroll(page);
});

test('Terms Back goes one step back in history', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Terms of Service' }).first().click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText('legal@seedmatch.test')).toBeVisible();
  await expect(page.getByText(`© ${new Date().getFullYear()} SeedMatch`)).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
});

test('the privacy policy names the privacy contact and today as last updated', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'privacy@seedmatch.test' })).toBeVisible();
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }));
  await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
  await expect(page.getByText('30 days', { exact: false })).toBeVisible();
});

test('the app is a PWA: manifest and service worker', async ({ page }) => {
  await page.goto('/');
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  expect((await manifest.json()).name).toBe('SeedMatch');
  const registered = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });
  expect(registered).toMatch(/\/sw\.js$/);
});

test('Page not found fits the window with the demo notice above it: nothing scrolls', async ({ page }) => {
  for (const viewport of [
    { width: 320, height: 640 },
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Demo sign-in' })).toBeVisible();
    const overflow = await page.evaluate(() => document.scrollingElement!.scrollHeight - window.innerHeight);
    expect(overflow, `${viewport.width} px`).toBeLessThanOrEqual(0);
  }
});
