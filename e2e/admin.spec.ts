import { expect, test, type Page } from '@playwright/test';
import { ADMIN_ACCOUNT } from './admin-account';
import { audit, type Findings } from './axe';
import { matchedFounders, signUpAs } from './fixtures';

/** Ada reports Ben's message from the conversation's message menu. */
async function reportMessage(ada: Page, benName: string, reason: string) {
  await ada.goto('/app/chat');
  await ada
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(benName) })
    .click();
  await ada.getByRole('button', { name: 'Message options' }).last().click();
  await ada.getByRole('menuitem', { name: 'Report message' }).click();
  const dialog = ada.getByRole('dialog', { name: 'Report message' });
  await dialog.getByLabel('Reason').selectOption(reason);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Thanks, we will review this report.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
}

test('an admin sees a reported message in context and suspends its author, whose session ends at once; the audit log shows it', async ({
  browser,
}) => {
  const { ada, ben, benAccount } = await matchedFounders(browser);
  await ben.getByRole('dialog').getByRole('link', { name: 'Start Chat' }).click();
  const composer = ben.getByRole('textbox', { name: 'Message' });
  for (const text of ['Hi Ada', 'Pay me 500 dollars or else']) {
    await composer.fill(text);
    await composer.press('Enter');
    await expect(ben.getByTestId('message').last().getByLabel('Delivered')).toBeVisible();
  }
  await reportMessage(ada, benAccount.name, 'harassment');

  const admin = await (await browser.newContext()).newPage();
  await signUpAs(admin, 'Founder', ADMIN_ACCOUNT);
  await admin.goto('/app/profile');
  await admin.getByRole('link', { name: 'Admin console' }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  const card = admin.getByRole('article', { name: 'Message report: Harassment' }).first();
  await expect(card.getByRole('listitem').filter({ hasText: 'reported message' })).toContainText('Pay me 500 dollars or else');
  await expect(card.getByRole('listitem').first()).toContainText('Hi Ada');
  const found: Findings = {};
  await audit(admin, 'the admin console with a report', found);

  await card.getByRole('button', { name: `Suspend ${benAccount.name}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Suspend ${benAccount.name}?` });
  await audit(admin, 'the suspend dialog', found);
  await dialog.getByLabel('Reason (kept in the audit log)').fill('Threatens a match for money');
  await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(dialog).toBeHidden();

  // Ben's open conversation loses its socket, which signs the browser out without a tap.
  await expect(ben.getByRole('button', { name: 'Get Started' })).toBeVisible();
  expect(await ben.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();

  await admin.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Audit log' }).click();
  const entry = admin.getByRole('listitem').filter({ hasText: 'Threatens a match for money' });
  await expect(entry).toContainText(`Suspended · ${benAccount.name} <${benAccount.email}>`);
  await expect(entry).toContainText(ADMIN_ACCOUNT.email);
  await audit(admin, 'the audit log', found);
  expect(found).toEqual({});
});

test('someone who is not an admin is told so at /admin, and the admin API refuses them', async ({ page }) => {
  await signUpAs(page, 'Investor', { email: `not-admin-${Date.now()}@example.com`, name: 'Nora Investor' });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admins only.' })).toBeVisible();
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'));
  const refused = await page.request.get('/api/admin/reports', { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);
  await page.goto('/app/profile');
  await expect(page.getByRole('link', { name: 'Admin console' })).toHaveCount(0);
});
