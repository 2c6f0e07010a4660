import { expect, test, type Page } from '@playwright/test';
import { ADMIN_ACCOUNT, MODERATOR_ACCOUNT } from './admin-account';
import { audit, type Findings } from './axe';
import {
  bringToTop,
  linesOf,
  matchedFounders,
  maximalIdea,
  newAccount,
  newLongestNamedAccount,
  signUpAs,
  storedToken,
  submitIdea,
} from './fixtures';

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

test('a founder reports an idea from its card, and the admin removes it from every deck', async ({ browser }) => {
  const author = await (await browser.newContext()).newPage();
  const reader = await (await browser.newContext({ viewport: { width: 320, height: 640 } })).newPage();
  // An idea at every limit, so the card cuts it and offers Read more.
  const idea = maximalIdea(`Scam${Date.now() % 100_000}`);
  const authorAccount = newLongestNamedAccount('author');
  await signUpAs(author, 'Founder', authorAccount);
  await submitIdea(author, idea);
  await signUpAs(reader, 'Founder', newAccount('reader'));
  await submitIdea(reader, { title: `Reader idea ${Date.now()}`, pitch: 'Bike repairs booked by the minute.', tags: ['Mobility'] });
  await reader.goto('/app/swipe');
  await bringToTop(reader, idea.title);
  await reader.getByTestId('top-card').getByRole('button', { name: 'Read more' }).click();
  await reader.getByRole('dialog', { name: idea.title }).getByRole('button', { name: 'Report idea' }).click();
  const report = reader.getByRole('dialog', { name: 'Report idea' });
  await report.getByLabel('Reason').selectOption('fake');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByText('Thanks, we will review this report.')).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await signUpAs(admin, 'Founder', MODERATOR_ACCOUNT);
  await admin.goto('/admin');
  const card = admin.getByRole('article', { name: 'Idea report: Fake profile or false information' }).filter({ hasText: idea.title });
  await expect(card).toContainText(idea.pitch.slice(0, 100));
  // Who reported whom: the author's 80-character name breaks between words, on a phone and a desktop.
  for (const width of [320, 1440]) {
    await admin.setViewportSize({ width, height: 800 });
    expect((await linesOf(card.getByRole('link', { name: authorAccount.name }))).brokenWords, `${width} px`).toEqual([]);
  }
  await card.getByRole('button', { name: 'Remove idea' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Remove this idea?' });
  await dialog.getByLabel('Reason (kept in the audit log)').fill('Promises impossible returns');
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(card).toHaveCount(0);

  const deck = await reader.request.get('/api/ideas/deck?limit=20', { headers: { authorization: `Bearer ${await storedToken(reader)}` } });
  expect(((await deck.json()) as { title: string }[]).map((shown) => shown.title)).not.toContain(idea.title);
  await admin.getByRole('group', { name: 'Show reports' }).getByRole('button', { name: 'Closed' }).click();
  const closed = admin.getByRole('article').filter({ hasText: 'The idea has been deleted.' }).first();
  await expect(closed).toContainText(`Acted on by ${MODERATOR_ACCOUNT.email}`);
  await expect(closed).toContainText('Promises impossible returns');
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
