import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUpAs } from './fixtures';

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
