import { expect, test } from '@playwright/test';
import { matchedFounders } from './fixtures';

test('a founder reports a message, then blocks the other: the conversation and match are gone for both', async ({ browser }) => {
  const { ada, ben, adaAccount, benAccount } = await matchedFounders(browser);
  await ben.getByRole('dialog').getByRole('link', { name: 'Start Chat' }).click();
  await ben.getByRole('textbox', { name: 'Message' }).fill('Buy my course!');
  await ben.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(ben.getByTestId('message').last().getByLabel('Delivered')).toBeVisible();

  await ada.goto('/app/chat');
  await ada
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(benAccount.name) })
    .click();
  await ada.getByRole('button', { name: 'Message options' }).click();
  await ada.getByRole('menuitem', { name: 'Report message' }).click();
  const report = ada.getByRole('dialog', { name: 'Report message' });
  await report.getByLabel('Reason').selectOption('spam');
  await report.getByLabel('Details (optional)').fill('Selling courses');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByText('Thanks, we will review this report.')).toBeVisible();
  await report.getByRole('button', { name: 'Close' }).click();

  await ada.getByRole('button', { name: 'Conversation options' }).click();
  await ada.getByRole('menuitem', { name: `Block ${benAccount.name}` }).click();
  await ada
    .getByRole('dialog', { name: `Block ${benAccount.name}` })
    .getByRole('button', { name: 'Block', exact: true })
    .click();
  await expect(ada).toHaveURL(/\/app\/chat$/);
  await expect(ada.getByText('No conversations yet')).toBeVisible();
  await expect(ada.getByRole('status').filter({ hasText: `Blocked ${benAccount.name}.` })).toBeVisible();

  await ben.goto('/app/chat');
  await expect(ben.getByText('No conversations yet')).toBeVisible();
  await ben.goto('/app/matches');
  await expect(ben.getByText('No matches yet')).toBeVisible();
  await expect(ben.getByText(adaAccount.name)).toHaveCount(0);
});

test('unmatching from the matches list removes the match for both', async ({ browser }) => {
  const { ada, ben, adaAccount, benAccount } = await matchedFounders(browser);
  await ada.goto('/app/matches');
  await ada.getByRole('button', { name: `Options for ${benAccount.name}` }).click();
  await ada.getByRole('menuitem', { name: 'Unmatch' }).click();
  const confirm = ada.getByRole('dialog', { name: `Unmatch ${benAccount.name}` });
  await expect(confirm.getByText(`Unmatch ${benAccount.name}? The match and your conversation disappear for both of you.`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Unmatch', exact: true }).click();
  await expect(ada.getByText('No matches yet')).toBeVisible();
  await ben.goto('/app/matches');
  await expect(ben.getByText('No matches yet')).toBeVisible();
  await expect(ben.getByText(adaAccount.name)).toHaveCount(0);
});
