import { expect, test } from '@playwright/test';
import { matchedFounders } from './fixtures';

test('a new match e-mails both founders: the mail opens their chat, its link turns match mail off, settings turn it on', async ({
  browser,
}) => {
  const { ada, adaAccount, benAccount } = await matchedFounders(browser);

  // Without SMTP_URL the server keeps what it would send in its development mailbox.
  const mailbox = await (await browser.newContext()).newPage();
  const mailTo = (email: string) => mailbox.getByRole('article').filter({ hasText: email });
  await expect(async () => {
    await mailbox.goto('/dev/mail');
    await expect(mailTo(adaAccount.email)).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(mailTo(benAccount.email).getByRole('heading')).toHaveText(`It's a Match with ${adaAccount.name}!`);
  const mail = mailTo(adaAccount.email);
  await expect(mail.getByRole('heading')).toHaveText(`It's a Match with ${benAccount.name}!`);
  const text = (await mail.locator('pre').textContent()) ?? '';

  await ada.goto(/Chat with [^:]+: (\S+)/.exec(text)![1]!);
  await expect(ada.getByRole('heading', { name: benAccount.name })).toBeVisible();
  await expect(ada.getByRole('textbox', { name: 'Message' })).toBeVisible();

  await mailbox.goto(/Turn them off: (\S+)/.exec(text)![1]!);
  await expect(mailbox.getByRole('heading', { name: 'Stop e-mails about new matches?' })).toBeVisible();
  await mailbox.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(mailbox.getByRole('heading', { name: 'Unsubscribed' })).toBeVisible();
  await expect(mailbox.getByText("You won't get e-mails about new matches any more.")).toBeVisible();

  // The link changed Ada's settings; she turns match mail back on there, and it stays on.
  await ada.goto('/app/profile');
  const matchMail = ada.getByRole('checkbox', { name: /New matches/ });
  await expect(matchMail).not.toBeChecked();
  await matchMail.check();
  await expect(matchMail).toBeChecked();
  await ada.reload();
  await expect(ada.getByRole('checkbox', { name: /New matches/ })).toBeChecked();
});
