import { expect, type Page } from '@playwright/test';

export type Account = { email: string; name: string };

let counter = 0;
/** A fresh account per test, so tests never depend on each other's users. */
export function newAccount(prefix: string): Account {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return { email: `${prefix}-${id}@example.com`, name: `${prefix[0]!.toUpperCase()}${prefix.slice(1)} Tester` };
}

/** Fills the local issuer's account chooser the way a person does. */
export async function chooseAccount(page: Page, account: Account): Promise<void> {
  await expect(page).toHaveTitle('Choose an account');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Name').fill(account.name);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** From the landing page: Get Started, a role, and the sign-in popup. Ends on /app/swipe. */
export async function signUpAs(page: Page, role: 'Founder' | 'Investor', account: Account): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Your Path' })).toBeVisible();
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: role === 'Founder' ? /I'm a Founder/ : /I'm an Investor/ }).click();
  const popup = await popupPromise;
  await chooseAccount(popup, account);
  await popup.waitForEvent('close');
  await expect(page).toHaveURL(/\/app\/swipe$/);
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('authToken'));
}
