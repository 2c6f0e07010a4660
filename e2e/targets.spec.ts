import { expect, test, type Page } from '@playwright/test';
import { matchedFounders, maximalIdea, newAccount, signUpAs } from './fixtures';
import { expectTargets, expectWhollyTappable } from './target-size';

/** The open menu is whole on screen and each item is a 44 px row. */
async function expectMenuOnScreen(page: Page): Promise<void> {
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const box = (await menu.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  for (const item of await menu.getByRole('menuitem').all()) expect((await item.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
}

test('chat, matches and likes-you controls are 24 px targets, menus 44 px; report and block go through menus and confirm dialogs', async ({
  browser,
}, testInfo) => {
  const { ada, ben, adaAccount, benAccount } = await matchedFounders(browser);
  await ben.getByRole('dialog').getByRole('link', { name: 'Start Chat' }).click();
  await ben.getByRole('textbox', { name: 'Message' }).fill('Buy my course!');
  await ben.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(ben.getByTestId('message').last().getByLabel('Delivered')).toBeVisible();
  const shoot = (name: string) => ada.screenshot({ path: testInfo.outputPath(`${name}.png`) });

  for (const width of [320, 390]) {
    await ada.setViewportSize({ width, height: 700 });

    await ada.goto('/app/matches');
    const chatLink = ada.getByRole('link', { name: `Chat with ${benAccount.name}` });
    await expect(chatLink).toBeVisible();
    const rowOptions = ada.getByRole('button', { name: `Options for ${benAccount.name}` });
    await expectTargets(ada, [chatLink, rowOptions]);
    await rowOptions.click();
    await expectMenuOnScreen(ada);
    await expectTargets(ada, []);
    await shoot(`matches-menu-${width}`);
    await ada.keyboard.press('Escape');
    await expect(rowOptions).toBeFocused();

    await ada.goto('/app/likes-you');
    await expect(ada.getByText('No new likes yet').or(ada.getByRole('list', { name: 'Likes you' }))).toBeVisible();
    await expectTargets(ada, []);

    await ada.goto('/app/chat');
    await ada
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link', { name: new RegExp(benAccount.name) })
      .click();
    await expect(ada.getByText('Buy my course!')).toBeVisible();
    const conversationOptions = ada.getByRole('button', { name: 'Conversation options' });
    await expectTargets(ada, [
      conversationOptions,
      ada.getByRole('link', { name: 'Back to conversations' }),
      ada.getByRole('button', { name: 'Schedule meeting' }),
      ada.getByRole('button', { name: 'Send' }),
    ]);
    await ada.getByRole('button', { name: 'Message options' }).click();
    await expectMenuOnScreen(ada);
    await shoot(`message-menu-${width}`);
    await ada.keyboard.press('Escape');

    await conversationOptions.click();
    await expectMenuOnScreen(ada);
    await expectTargets(ada, []);
    await shoot(`conversation-menu-${width}`);
    await ada.getByRole('menuitem', { name: `Block ${benAccount.name}` }).click();
    const confirm = ada.getByRole('dialog', { name: `Block ${benAccount.name}` });
    const cancel = confirm.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toBeFocused();
    await expectTargets(ada, [cancel, confirm.getByRole('button', { name: 'Block', exact: true })]);
    await shoot(`block-confirm-${width}`);
    await cancel.click();
    await expect(confirm).toHaveCount(0);
    await expect(conversationOptions).toBeFocused();
  }

  // Cancel changed nothing: the conversation is still open. Now report Ben's message, then block him.
  await expect(ada.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await ada.getByRole('button', { name: 'Message options' }).click();
  await ada.getByRole('menuitem', { name: 'Report message' }).click();
  const report = ada.getByRole('dialog', { name: 'Report message' });
  await report.getByLabel('Reason').selectOption('spam');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByText('Thanks, we will review this report.')).toBeVisible();
  await report.getByRole('button', { name: 'Close' }).click();

  await ada.goto('/app/matches');
  await ada.getByRole('button', { name: `Options for ${benAccount.name}` }).click();
  await ada.getByRole('menuitem', { name: `Block ${benAccount.name}` }).click();
  await ada
    .getByRole('dialog', { name: `Block ${benAccount.name}` })
    .getByRole('button', { name: 'Block', exact: true })
    .click();
  await expect(ada.getByText('No matches yet')).toBeVisible();

  await ben.goto('/app/chat');
  await expect(ben.getByText('No conversations yet')).toBeVisible();
  await ben.goto('/app/matches');
  await expect(ben.getByText('No matches yet')).toBeVisible();
  await expect(ben.getByText(adaAccount.name)).toHaveCount(0);
});

test('a new-message toast stays clear of the deck’s Pass and Like: at the top of a phone, in the corner of a wide window', async ({
  browser,
}) => {
  const { ada, ben, benAccount } = await matchedFounders(browser);
  await ada.setViewportSize({ width: 320, height: 640 });
  await ben.getByRole('dialog').getByRole('link', { name: 'Start Chat' }).click();
  const adaConnected = new Promise<void>((resolve) => {
    ada.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => String(payload).startsWith('40') && resolve()));
  });
  await ada.goto('/app/swipe');
  await adaConnected;
  const input = ben.getByRole('textbox', { name: 'Message' });
  await input.fill(`A note from ${benAccount.name}`);
  await input.press('Enter');
  const toast = ada.getByRole('status').filter({ hasText: `New message from ${benAccount.name}` });
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  expect(box.y + box.height).toBeLessThan(640 / 3);
  for (const control of [ada.getByRole('button', { name: 'Pass' }), ada.getByRole('navigation', { name: 'Main' })]) {
    if (await control.isVisible()) expect((await control.boundingBox())!.y).toBeGreaterThan(box.y + box.height);
  }

  // From 1024 px, in the window's bottom right corner: clear of the deck's column, where Pass and Like are.
  await expect(toast).toBeHidden({ timeout: 10_000 });
  await ada.setViewportSize({ width: 1024, height: 768 });
  await input.fill('And another note');
  await input.press('Enter');
  await expect(toast).toBeVisible();
  const wide = (await toast.boundingBox())!;
  expect(wide.y + wide.height).toBeGreaterThan(768 / 2);
  expect(wide.x).toBeGreaterThan(1024 / 2);
  for (const control of [ada.getByRole('button', { name: 'Pass' }), ada.getByRole('button', { name: 'Like' })]) {
    if (!(await control.isVisible())) continue;
    const button = (await control.boundingBox())!;
    const apart = button.x + button.width <= wide.x || button.y + button.height <= wide.y || button.y >= wide.y + wide.height;
    expect(apart).toBe(true);
  }
});

test('each tag’s × in Submit Idea is a 24 px target a tap lands on anywhere, with the longest tags at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await signUpAs(page, 'Founder', newAccount('tagger'));
  await page.goto('/app/submit-idea');
  const { tags } = maximalIdea(`Tags ${Date.now().toString(36)}`);
  for (const tag of tags) {
    await page.getByLabel('Tags', { exact: true }).fill(tag);
    await page.keyboard.press('Enter');
  }
  const removes = page.getByRole('list', { name: 'Added tags' }).getByRole('button', { name: /^Remove tag / });
  await expect(removes).toHaveCount(10);
  await expectTargets(page, []);
  for (const remove of await removes.all()) {
    await remove.scrollIntoViewIfNeeded();
    const box = (await remove.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    await expectWhollyTappable(remove);
  }
  await removes.first().click({ position: { x: 2, y: 2 } });
  await expect(removes).toHaveCount(9);
});

test('Home and Profile: every control, the footer’s Privacy Policy and Terms of Service too, is a 24 px target at 320 and 390 px', async ({
  page,
}) => {
  await signUpAs(page, 'Founder', newAccount('footer'));
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 700 });
    for (const path of ['/app', '/app/profile']) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectTargets(page, []);
    }
  }
});

test('the Terms’ Legal Team address, alone on its line, is a 24 px target on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/terms');
  // SUPPORT_EMAIL of the test server (playwright.config.ts).
  const address = page.getByRole('link', { name: 'legal@seedmatch.test' });
  await expect(address).toBeVisible();
  const box = (await address.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
});
