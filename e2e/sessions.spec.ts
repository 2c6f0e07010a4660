import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUpAs, storedToken } from './fixtures';

/** The profile wizard's four steps, so the profile (and its settings) show. */
async function completeProfile(page: Page, name: string): Promise<void> {
  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Title').fill('Partner');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Skills', { exact: true }).fill('Diligence');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Interests', { exact: true }).fill('AI');
  await page.keyboard.press('Enter');
  await page.getByLabel('Looking for', { exact: true }).fill('Founders');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Next' }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

test('signing out everywhere in one browser signs the other browser out on its next action', async ({ browser }) => {
  const account = newAccount('everywhere');
  const phone = await browser.newPage();
  const laptop = await browser.newPage();
  await signUpAs(phone, 'Investor', account);
  await signUpAs(laptop, 'Investor', account);
  const laptopToken = await storedToken(laptop);
  expect(laptopToken).not.toBe(await storedToken(phone));
  await completeProfile(phone, 'Everywhere Investor');

  await phone.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(phone).toHaveURL(/\/$/);
  await expect(phone.getByRole('button', { name: 'Get Started' })).toBeVisible();
  expect(await storedToken(phone)).toBeNull();

  // No reload: the laptop's next call is refused, and that alone signs it out.
  await laptop.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Challenge' }).click();
  await expect(laptop.getByRole('button', { name: 'Get Started' })).toBeVisible();
  expect(await storedToken(laptop)).toBeNull();
  const me = await laptop.request.get('/api/users/me', { headers: { Authorization: `Bearer ${laptopToken}` } });
  expect(me.status()).toBe(401);
});
