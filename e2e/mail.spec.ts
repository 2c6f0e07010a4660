import { expect, test } from '@playwright/test';
import { audit, type Findings } from './axe';
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
  const found: Findings = {};
  await audit(mailbox, 'the development mailbox', found);
  await mail.getByRole('link', { name: 'HTML version' }).click();
  await mailbox.setViewportSize({ width: 320, height: 640 });
  await expect(mailbox.getByRole('heading', { name: `It's a Match with ${benAccount.name}!` })).toBeVisible();
  await audit(mailbox, 'the match mail, in HTML at 320 px', found);

  await ada.goto(/Chat with [^:]+: (\S+)/.exec(text)![1]!);
  await expect(ada.getByRole('heading', { name: benAccount.name })).toBeVisible();
  await expect(ada.getByRole('textbox', { name: 'Message' })).toBeVisible();

  await mailbox.goto(/Turn them off: (\S+)/.exec(text)![1]!);
  await expect(mailbox.getByRole('heading', { name: 'Stop e-mails about new matches?' })).toBeVisible();
  await audit(mailbox, 'the unsubscribe page', found);
  expect(found).toEqual({});
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

test('a message left unread for 15 minutes of test clock is mailed once, with a link that opens the chat', async ({ browser }) => {
  const { ada, ben, adaAccount, benAccount } = await matchedFounders(browser);
  await ben.getByRole('dialog').getByRole('link', { name: 'Start Chat' }).click();
  const input = ben.getByRole('textbox', { name: 'Message' });
  await input.fill('Are you free for a call this week?');
  await input.press('Enter');
  await expect(ben.getByTestId('message').last().getByLabel('Delivered')).toBeVisible();

  const mailbox = await (await browser.newContext()).newPage();
  const unreadMailsToAda = () =>
    mailbox
      .getByRole('article')
      .filter({ hasText: adaAccount.email })
      .filter({ hasText: `${benAccount.name} sent you a message` });
  const advance = async (minutes: number) => expect((await ben.request.post('/api/test/clock', { data: { minutes } })).ok()).toBe(true);

  await advance(14);
  await input.fill('Or next week?');
  await input.press('Enter');
  await advance(2);
  await expect(async () => {
    await mailbox.goto('/dev/mail');
    await expect(unreadMailsToAda()).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  // A third message while the first two are still unread, 20 minutes on: it adds no second mail.
  await input.fill('No rush.');
  await input.press('Enter');
  await advance(20);
  // The mailbox fills within a second of a mail being due: three seconds is three looks at the outbox.
  await mailbox.waitForTimeout(3000);
  await mailbox.goto('/dev/mail');
  await expect(unreadMailsToAda()).toHaveCount(1);

  const text = (await unreadMailsToAda().locator('pre').textContent()) ?? '';
  await ada.goto(/Read the message: (\S+)/.exec(text)![1]!);
  await expect(ada.getByRole('heading', { name: benAccount.name })).toBeVisible();
  await expect(ada.getByTestId('message').last()).toContainText('No rush.');
});
