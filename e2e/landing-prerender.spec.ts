import { expect, test, type Page } from '@playwright/test';
import { audit, type Findings } from './axe';

// The landing's first screen comes in the page the server sends (docs/decisions/0058).

/** The app's code never arrives: what shows is what the page itself holds. */
const withoutAppCode = (page: Page) => page.route('**/assets/*.js', (route) => route.abort());

/** The app's code waits until the test lets it arrive (the function returned). */
async function holdAppCode(page: Page): Promise<() => void> {
  let arrive!: () => void;
  const mayArrive = new Promise<void>((resolve) => (arrive = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await mayArrive;
    await route.continue();
  });
  return arrive;
}

/** Markup as the browser reads it, so two writings of the same (`'` and `&#x27;`) compare equal. */
const normalize = (page: Page, html: string) =>
  page.evaluate((markup) => {
    const template = document.createElement('template');
    template.innerHTML = markup;
    return template.innerHTML;
  }, html);

test('the landing paints from the page alone, before any of the app’s code has arrived, and passes axe', async ({ page }) => {
  await withoutAppCode(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'SeedMatch', level: 1 })).toBeVisible();
  await expect(page.getByText('Plant Ideas. Grow Startups.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Demo sign-in' })).toBeVisible();
  const found: Findings = {};
  await audit(page, 'the landing before the app', found);
  expect(found).toEqual({});

  // Its links are links: they need no app.
  await page.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
});

test('a tap on Get Started before the app has started is kept, and opens the roles once it has', async ({ page }) => {
  const arrive = await holdAppCode(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const getStarted = page.getByRole('button', { name: 'Get Started' });
  await getStarted.click();
  // Still the page the server sent: the tap shows it is taken.
  await expect(page.locator('[data-prerendered]')).toBeAttached();
  await expect(getStarted).toHaveAttribute('aria-busy', 'true');
  arrive();
  await expect(page.getByRole('heading', { name: 'Choose Your Path' })).toBeVisible();
  await expect(page.getByRole('button', { name: "I'm a Founder" })).toBeVisible();
});

test('keyboard focus on the page the server sent stays on the same control once the app has replaced it', async ({ page }) => {
  const arrive = await holdAppCode(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const termsLink = page.getByRole('link', { name: 'Terms of Service' });
  for (let press = 0; press < 10 && !(await termsLink.evaluate((link) => link === document.activeElement)); press += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(termsLink).toBeFocused();
  arrive();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(termsLink).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeFocused();
});

test('the app’s first render replaces it with the same screen', async ({ page }) => {
  const response = await page.goto('/');
  const sent = /<div data-prerendered class="contents">(.*)<\/div><\/div>\s*<\/body>/s.exec(await response!.text())?.[1];
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
