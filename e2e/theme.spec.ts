import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUpAs } from './fixtures';

/** What a person sees: the scheme the page is drawn in, and its background (dark: index.css's #0e1210). */
async function expectScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await expect(page.locator('html')).toHaveCSS('color-scheme', scheme);
  const background = expect(page.locator('body'));
  if (scheme === 'dark') await background.toHaveCSS('background-color', 'rgb(14, 18, 16)');
  else await background.not.toHaveCSS('background-color', 'rgb(14, 18, 16)');
}

// The last step keeps the app's code from loading; a service worker would serve it from its cache instead.
test.use({ serviceWorkers: 'block' });

test('the theme follows the device until Settings chooses one; Dark stays after a reload, from the first paint', async ({ page }) => {
  const refusedScripts: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refusedScripts.push(message.text());
  });
  await signUpAs(page, 'Founder', newAccount('theme'));
  await page.goto('/app/profile');
  const choice = (name: string) => page.getByRole('radio', { name });
  await expect(choice('System')).toBeChecked();
  await expectScheme(page, 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectScheme(page, 'dark');

  await choice('Light').check();
  await expectScheme(page, 'light');
  await choice('Dark').check();
  await page.emulateMedia({ colorScheme: 'light' });
  await expectScheme(page, 'dark');

  await page.reload();
  await expect(choice('Dark')).toBeChecked();
  await expectScheme(page, 'dark');
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute('content', '#18181b');

  // Without the app's code the page is already dark: the head applies the choice before the first paint.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.locator('#root')).toBeEmpty();
  await expectScheme(page, 'dark');
  expect(refusedScripts).toEqual([]);
});

/** The colour drawn behind `target`: the background of its nearest ancestor that paints one. */
function backdropOf(page: Page, selector: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (colour !== 'rgba(0, 0, 0, 0)') return colour;
      }
      return getComputedStyle(document.documentElement).backgroundColor;
    });
}

test('the first idea is planted on the page Submit an idea has: its tag pills show in both themes, not brand-50 on the body’s mint', async ({
  page,
}) => {
  await signUpAs(page, 'Founder', newAccount('planter'));
  const tags = '[aria-label="Added tags"]';
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const backdrops: string[] = [];
    for (const path of ['/app/submit-idea', '/onboarding']) {
      await page.goto(path);
      await page.getByLabel('Tags', { exact: true }).fill('Climate');
      await page.keyboard.press('Enter');
      backdrops.push(await backdropOf(page, tags));
    }
    expect(backdrops[1], `${colorScheme}: /onboarding against /app/submit-idea`).toBe(backdrops[0]);
  }
});
