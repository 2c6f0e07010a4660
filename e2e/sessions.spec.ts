import { expect, test } from '@playwright/test';
import { isUncovered, newAccount, signUpAs, storedToken } from './fixtures';

test('signing out everywhere in one browser signs the other browser out at once, without a tap', async ({ browser }) => {
  const account = newAccount('everywhere');
  const phone = await browser.newPage();
  const laptop = await browser.newPage();
  await signUpAs(phone, 'Investor', account);
  await signUpAs(laptop, 'Investor', account);
  const laptopToken = await storedToken(laptop);
  expect(laptopToken).not.toBe(await storedToken(phone));
  // Settings are there before the profile wizard is done, and one tap alone signs nobody out.
  await phone.goto('/app/profile');
  await expect(phone.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await phone.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(phone.getByText('Sign out on every device, this one included?', { exact: false })).toBeVisible();
  // The question comes into view above the tab bar, not under it.
  for (const name of ['Cancel', 'Yes, sign out everywhere'])
    expect(await isUncovered(phone.getByRole('button', { name, exact: true })), name).toBe(true);
  expect(await storedToken(phone)).not.toBeNull();
  await phone.getByRole('button', { name: 'Yes, sign out everywhere' }).click();
  await expect(phone).toHaveURL(/\/$/);
  await expect(phone.getByRole('button', { name: 'Get Started' })).toBeVisible();
  expect(await storedToken(phone)).toBeNull();

  // No reload and no tap: the server ends the laptop's socket, and the laptop, asking, finds its session gone.
  await expect(laptop.getByRole('button', { name: 'Get Started' })).toBeVisible();
  expect(await storedToken(laptop)).toBeNull();
  const me = await laptop.request.get('/api/users/me', { headers: { Authorization: `Bearer ${laptopToken}` } });
  expect(me.status()).toBe(401);
});
