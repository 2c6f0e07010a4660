import { expect, test, type Page } from '@playwright/test';
import { audit, type Findings } from './axe';
import { matchedFounders, newAccount, signUpAs } from './fixtures';

/** Opens each path, waits for its main heading and for nothing to be loading, and audits it. */
async function auditScreens(page: Page, paths: string[], found: Findings): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await audit(page, path, found);
  }
}

test('the public screens pass axe (WCAG 2.2 AA and best practices)', async ({ page }) => {
  const found: Findings = {};
  await auditScreens(page, ['/', '/join?ref=SEED-ADA-K3J9-XYZ', '/terms', '/privacy', '/no-such-screen'], found);
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Your Path' })).toBeVisible();
  await audit(page, 'role selection', found);
  expect(found).toEqual({});
});

test('a founder’s screens and dialogs, with a match and a conversation, pass axe (WCAG 2.2 AA and best practices)', async ({ browser }) => {
  // Two sign-ups, a match and sixteen audits: three times the usual time limit.
  test.slow();
  const found: Findings = {};
  const { ada, ben, benAccount } = await matchedFounders(browser);
  await audit(ben, 'the match dialog', found);
  await ben.getByRole('dialog').getByRole('link', { name: 'Start Chat' }).click();
  await ben.getByRole('textbox', { name: 'Message' }).fill('Shall we meet on Thursday? Agenda: https://example.com/agenda.');
  await ben.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(ben.getByTestId('message').last().getByLabel('Delivered')).toBeVisible();
  await audit(ben, 'a conversation, as its sender', found);
  await ben.getByRole('button', { name: 'Schedule meeting' }).click();
  await expect(ben.getByRole('dialog', { name: 'Schedule a meeting' })).toBeVisible();
  await audit(ben, 'the meeting dialog', found);
  await ben.getByRole('dialog', { name: 'Schedule a meeting' }).getByRole('button', { name: 'Send invite' }).click();
  await expect(ben.getByTestId('message').last()).toContainText('Meeting invite');
  await expect(ben.getByTestId('message').last().getByLabel('Delivered')).toBeVisible();
  await audit(ben, 'a meeting invite, as its sender', found);

  const screens = [
    '/app',
    '/app/swipe',
    '/app/matches',
    '/app/chat',
    '/app/likes-you',
    '/app/my-ideas',
    '/app/submit-idea',
    '/app/referrals',
    '/app/how-it-works',
    '/app/challenge',
    '/app/profile',
    '/onboarding',
  ];
  await auditScreens(ada, screens, found);

  await ada.goto('/app/chat');
  await ada
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(benAccount.name) })
    .click();
  await expect(ada.getByTestId('message').first()).toContainText('Shall we meet on Thursday?');
  await expect(ada.getByTestId('message').last()).toContainText('Meeting invite');
  await audit(ada, 'a conversation with a meeting invite, as its reader', found);

  await ada.goto('/app/matches');
  await ada.getByRole('button', { name: `View ${benAccount.name}` }).click();
  await expect(ada.getByRole('dialog', { name: benAccount.name })).toBeVisible();
  await audit(ada, 'a match’s profile', found);
  expect(found).toEqual({});
});

test('an investor’s screens pass axe (WCAG 2.2 AA and best practices)', async ({ page }) => {
  await signUpAs(page, 'Investor', newAccount('investor'));
  const found: Findings = {};
  await auditScreens(page, ['/app/investor', '/app/profile', '/app/how-it-works'], found);
  expect(found).toEqual({});
});
