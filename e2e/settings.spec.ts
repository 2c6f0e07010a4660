import { expect, test, type Page } from '@playwright/test';
import { expectNoSideScroll, isUncovered, linesOf, newAccount, newLongestNamedAccount, signUpAs, storedToken } from './fixtures';

/** Every control in Settings that is under 24 px either way (WCAG 2.2, 2.5.8), as "name WxH" (none expected). */
function smallSettingsControls(page: Page): Promise<string[]> {
  return page.getByRole('region', { name: 'Settings' }).evaluate((settings) =>
    Array.from(settings.querySelectorAll<HTMLElement>('input, button, a[href]')).flatMap((control) => {
      const { width, height } = control.getBoundingClientRect();
      if (width + 0.5 >= 24 && height + 0.5 >= 24) return [];
      const name = control.closest('label')?.textContent?.trim() ?? control.textContent?.trim() ?? control.tagName;
      return [`${name.slice(0, 30)} ${Math.round(width)}x${Math.round(height)}`];
    }),
  );
}

test('Settings: every switch, choice and button is a 24 px target at 320 and 390 px', async ({ page }) => {
  await signUpAs(page, 'Investor', newAccount('settings'));
  await page.goto('/app/profile');
  await expect(page.getByRole('group', { name: 'E-mail' }).getByRole('checkbox')).toHaveCount(5);
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 700 });
    expect(await smallSettingsControls(page), `${width} px`).toEqual([]);
  }
});

test('Settings: everyday settings first, the account last; a keyboard never brings a control to rest under the tab bar', async ({
  page,
}) => {
  await signUpAs(page, 'Investor', newAccount('settings'));
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/app/profile');
  const settings = page.getByRole('region', { name: 'Settings' });
  await expect(settings.getByRole('group', { name: 'E-mail' }).getByRole('checkbox')).toHaveCount(5);
  const order = await settings.locator('legend, h3').allTextContents();
  expect(order).toEqual(['Theme', 'E-mail', 'Notifications on this device', 'Your account']);
  const account = settings.getByRole('group', { name: 'Your account' });
  await expect(account.getByRole('button')).toHaveText(['Download my data', 'Sign out everywhere', 'Delete account']);

  // Tab from the page's top to Delete account, the last control: each stop lands in sight, clear of the tab bar.
  const covered: string[] = [];
  await page.getByRole('heading', { name: 'Complete your profile' }).click();
  for (let stop = 0; stop < 40; stop += 1) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    if (!(await isUncovered(focused))) covered.push((await focused.evaluate((element) => element.outerHTML)).slice(0, 80));
    if (await account.getByRole('button', { name: 'Delete account' }).evaluate((element) => element === document.activeElement)) break;
  }
  await expect(account.getByRole('button', { name: 'Delete account' })).toBeFocused();
  expect(covered).toEqual([]);
});

test('Settings: blocked people with the longest and an unbroken name wrap beside Unblock, a whole word on one line, at 320 and 390 px', async ({
  browser,
  page,
}) => {
  await signUpAs(page, 'Founder', newAccount('blocker'));
  const headers = { authorization: `Bearer ${await storedToken(page)}` };
  for (const account of [newLongestNamedAccount('blocked'), { ...newAccount('blocked'), name: `Unbroken${'W'.repeat(71)}.` }]) {
    const other = await browser.newPage();
    await signUpAs(other, 'Founder', account);
    const me = (await (
      await other.request.get('/api/users/me', { headers: { authorization: `Bearer ${await storedToken(other)}` } })
    ).json()) as {
      id: string;
    };
    expect((await page.request.post(`/api/users/${me.id}/block`, { headers })).ok()).toBe(true);
    await other.close();
  }
  await page.goto('/app/profile');
  const unblock = page.getByRole('region', { name: 'Settings' }).getByRole('button', { name: 'Unblock' });
  await expect(unblock).toHaveCount(2);
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 700 });
    await expectNoSideScroll(page);
    for (const button of await unblock.all()) expect(await linesOf(button), `${width} px`).toEqual({ lines: 1, brokenWords: [] });
    const list = page.getByRole('list', { name: 'Blocked people' });
    expect(await list.evaluate((element) => element.scrollWidth - element.clientWidth), `${width} px`).toBeLessThanOrEqual(0);
  }
});
