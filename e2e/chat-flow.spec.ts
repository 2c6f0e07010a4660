import { expect, test, type Page } from '@playwright/test';
import { matchedFounders, storedToken } from './fixtures';

const messages = (page: Page) => page.getByRole('list', { name: 'Messages' }).getByTestId('message');
const PAGE_SIZE = 50;
const LONG = `${'A long message that wraps over many lines on a narrow phone. '.repeat(60)}End.`;

/** Sends through the API (quicker than typing), as the user whose session token is given. */
async function sendViaApi(page: Page, token: string | null, chatRoomId: string, content: string) {
  const response = await page.request.post('/api/chat/send', {
    headers: { Authorization: `Bearer ${token}` },
    data: { chatRoomId, content, clientId: `e2e-${crypto.randomUUID()}` },
  });
  expect(response.status()).toBe(201);
}

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.view);
}

test('a conversation end to end: View Chat opens the room, no tab bar inside, grouped history, load earlier keeps the place, a block closes it', async ({
  browser,
}) => {
  // Two sign-ups, a match and more than a page of messages: longer than one screen's check.
  test.setTimeout(120_000);
  const { ada, ben, adaAccount, benAccount } = await matchedFounders(browser);
  await ben.getByRole('dialog').getByRole('link', { name: 'Start Chat' }).click();
  await expect(ben.getByRole('heading', { name: adaAccount.name })).toBeVisible();
  const roomId = await roomIdOf(ben);

  // More than a page of history, in runs by each sender (one very long message among them).
  await ada.goto('/app');
  const tokens = { ada: await storedToken(ada), ben: await storedToken(ben) };
  for (let i = 1; i <= PAGE_SIZE + 10; i += 1) {
    const from = Math.floor((i - 1) / 3) % 2 === 0 ? 'ben' : 'ada';
    await sendViaApi(ben, tokens[from], roomId, i === 58 ? LONG : `Message number ${i}`);
  }
  await sendViaApi(ben, tokens.ben, roomId, 'Are you free tomorrow?');

  // The toast's View Chat opens that very conversation, which takes the whole screen: no tab bar, composer at the bottom.
  await expect(ada.getByText(`New message from ${benAccount.name}`)).toBeVisible();
  await expect(ada.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await ada.getByRole('link', { name: 'View Chat' }).click();
  await expect(ada).toHaveURL(new RegExp(`/app/chat\\?room=${roomId}$`));
  await expect(ada.getByRole('heading', { name: benAccount.name })).toBeVisible();
  await expect(messages(ada).last()).toHaveText(/Are you free tomorrow\?/);
  await expect(ada.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  const composer = await ada.getByRole('button', { name: 'Send' }).boundingBox();
  expect(composer!.y + composer!.height).toBeGreaterThan(844 - 60);
  expect(composer!.y + composer!.height).toBeLessThanOrEqual(844);
  await expectNoSidewaysScroll(ada);

  // Grouped by sender under a day separator: Ben's name shows once per run of his messages.
  const list = ada.getByRole('list', { name: 'Messages' });
  await expect(list.getByTestId('day-separator').first()).toHaveText('Today');
  await expect(messages(ada)).toHaveCount(PAGE_SIZE);
  const benRuns = await list.getByRole('listitem', { name: benAccount.name }).count();
  expect(await list.getByTestId('sender-name').count()).toBe(benRuns);
  expect(benRuns).toBeLessThan(PAGE_SIZE / 3 + 2);

  // Load earlier: the message at the top stays exactly where it was.
  await list.evaluate((element) => (element.scrollTop = 0));
  const top = messages(ada).first();
  const topId = await top.getAttribute('data-message-id');
  const before = (await top.boundingBox())!.y;
  await ada.getByRole('button', { name: 'Load earlier messages' }).click();
  await expect(messages(ada)).toHaveCount(PAGE_SIZE + 11);
  await expect(ada.getByRole('button', { name: 'Load earlier messages' })).toHaveCount(0);
  const sameMessage = list.locator(`[data-message-id="${topId}"]`);
  expect(Math.abs((await sameMessage.boundingBox())!.y - before)).toBeLessThanOrEqual(2);
  await expect(list.getByText('Message number 1', { exact: true })).not.toBeInViewport();

  // Leaving the room brings the tab bar back.
  await ada.getByRole('link', { name: 'Back to conversations' }).click();
  await expect(ada.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // At 320x568 the conversation still fits: no sideways scroll, the composer on screen.
  await ben.setViewportSize({ width: 320, height: 568 });
  await expect(ben.getByRole('textbox', { name: 'Message' })).toBeInViewport();
  await expect(ben.getByRole('button', { name: 'Schedule meeting' })).toBeInViewport();
  await expectNoSidewaysScroll(ben);

  // Ada blocks Ben; Ben's open room says at once that it closed (a refused send says so too: component test).
  await ada
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(benAccount.name) })
    .click();
  await ada.getByRole('button', { name: 'Conversation options' }).click();
  await ada.getByRole('menuitem', { name: `Block ${benAccount.name}` }).click();
  await ada
    .getByRole('dialog', { name: `Block ${benAccount.name}` })
    .getByRole('button', { name: 'Block', exact: true })
    .click();
  await expect(ada.getByText('No conversations yet')).toBeVisible();
  await expect(ada.getByRole('link', { name: 'Start Swiping' })).toHaveAttribute('href', '/app/swipe');

  const notice = ben.getByRole('status').filter({ hasText: 'This conversation is closed' });
  await expect(notice).toContainText('You can no longer send messages here.');
  await expect(notice).toBeInViewport();
  await expect(ben.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expectNoSidewaysScroll(ben);
  await notice.getByRole('link', { name: 'Back to conversations' }).click();
  await expect(ben.getByText('No conversations yet')).toBeVisible();
});

async function roomIdOf(page: Page): Promise<string> {
  const token = await storedToken(page);
  const rooms = (await (await page.request.get('/api/chat/rooms', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    id: string;
  }[];
  expect(rooms).toHaveLength(1);
  return rooms[0]!.id;
}
