import { expect, test, type Page } from '@playwright/test';

// The landing's first screen comes in the page the server sends (docs/decisions/0058).

/** The app's code never arrives: what shows is what the page itself holds. */
const withoutAppCode = (page: Page) => page.route('**/assets/*.js', (route) => route.abort());

/** Markup as the browser reads it, so two writings of the same (`'` and `&#x27;`) compare equal. */
const normalize = (page: Page, html: string) =>
  page.evaluate((markup) => {
    const template = document.createElement('template');
    template.innerHTML = markup;
    return template.innerHTML;
  }, html);

test('the landing paints from the page alone, before any of the app’s code has arrived', async ({ page }) => {
  await withoutAppCode(page);
  await page.goto('/');
  await expect(page.getByText('SeedMatch', { exact: true })).toBeVisible();
  await expect(page.getByText('Plant Ideas. Grow Startups.')).toBeVisible();
  await expect(page.getByText('Get Started')).toBeVisible();
  await expect(page.getByText(/^Demo sign-in:/)).toBeVisible();
  // Inert until the app has it: a tap does nothing here, and waits for the app's button in the next test.
  await expect(page.getByRole('button', { name: 'Get Started' }).click({ timeout: 1_000 })).rejects.toThrow(/Timeout/);
});

test('a tap on Get Started as soon as the page shows opens the roles once the app has started', async ({ page }) => {
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Your Path' })).toBeVisible();
});

test('the app’s first render replaces it with the same screen', async ({ page }) => {
  const response = await page.goto('/');
  const sent = /<div data-prerendered inert class="contents">(.*)<\/div><\/div>\s*<\/body>/s.exec(await response!.text())?.[1];
  expect(sent).toBeTruthy();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  const rendered = await page.locator('#root').innerHTML();
  expect(await normalize(page, rendered)).toBe(await normalize(page, sent!));
});

test('a signed-in visitor at / is not shown the landing they are sent on from', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('authToken', 'a-stored-token'));
  await withoutAppCode(page);
  await page.goto('/');
  await expect(page.locator('[data-prerendered]')).toBeAttached();
  await expect(page.getByText('Get Started')).toBeHidden();
  await expect(page.getByText('Plant Ideas. Grow Startups.')).toBeHidden();
});
