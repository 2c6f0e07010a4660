import { expect, test } from '@playwright/test';
import { newAccount, signUpAs } from './fixtures';

test('offline, every screen says so; a start-up that failed offline recovers by itself when the connection is back', async ({
  page,
  context,
}) => {
  await signUpAs(page, 'Founder', newAccount('offline'));
  await page.goto('/app');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const banner = page.getByRole('status').filter({ hasText: "You're offline." });
  await expect(banner).toHaveCount(0);

  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);

  // Opened with no connection: the service worker serves the app, whose sign-in check cannot reach the server.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("We couldn't reach SeedMatch.")).toBeVisible();
  await expect(banner).toBeVisible();
  // No tap on Try Again: the connection coming back is enough.
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect(page.getByText("We couldn't reach SeedMatch.")).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
