import { expect, test } from '@playwright/test';

test('the API reference renders in the browser and lists the deck call with its shapes', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') blocked.push(message.text());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /SeedMatch API/ })).toBeVisible();
  const deck = page.locator('.opblock-summary', { hasText: '/api/ideas/deck' }).first();
  await expect(deck).toBeVisible();
  await deck.click();
  await expect(page.getByText('Responses').first()).toBeVisible();
  expect(blocked.filter((text) => /Content Security Policy|Refused/.test(text))).toEqual([]);
});
