import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSideScroll, newAccount, signUpAs, storedToken } from './fixtures';
import { expectTargets } from './target-size';

// A new user on a phone: a conversation with someone whose name is as long as a name may be (80 characters).
type Person = { page: Page; token: string };

async function call({ page, token }: Person, method: 'post' | 'put', url: string, data: object) {
  const response = await page.request[method](url, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.json() as Promise<unknown>;
}

async function founder(browser: Browser, prefix: string, name: string): Promise<Person> {
  const page = await (await browser.newContext({ viewport: { width: 320, height: 568 } })).newPage();
  await signUpAs(page, 'Founder', newAccount(prefix));
  const person = { page, token: (await storedToken(page))! };
  await call(person, 'put', '/api/users/me', { name });
  return person;
}

/** Two founders matched through the API; returns the room's id. */
async function match(ada: Person, ben: Person): Promise<string> {
  const ideaOf = async (person: Person, title: string) =>
    (
      (await call(person, 'post', '/api/ideas/submit', { title, pitch: 'An idea worth a conversation.', tags: ['AI'] })) as {
        idea: { id: string };
      }
    ).idea.id;
  const adaIdea = await ideaOf(ada, `Phone idea A ${Date.now()}`);
  const benIdea = await ideaOf(ben, `Phone idea B ${Date.now()}`);
  await call(ada, 'post', '/api/ideas/swipe', { ideaId: benIdea, direction: 'RIGHT' });
  await call(ben, 'post', '/api/ideas/swipe', { ideaId: adaIdea, direction: 'RIGHT' });
  const rooms = (await (await ada.page.request.get('/api/chat/rooms', { headers: { Authorization: `Bearer ${ada.token}` } })).json()) as {
    id: string;
  }[];
  return rooms[0]!.id;
}

/** Ada and Ben (by his name), matched, and their room. */
async function matchedPair(browser: Browser, benName = 'Ben Phone') {
  const ada = await founder(browser, 'phone-ada', 'Ada Phone');
  const ben = await founder(browser, 'phone-ben', benName);
  return { ada, ben, roomId: await match(ada, ben) };
}

// The longest name a profile takes (80 characters, packages/shared/src/users.ts).
const LONG_NAME = 'Maximiliana Alexandrina Konstantinopoulou-Vandenberghe '.padEnd(80, 'y');
const LONG_URL = `https://example.com/${'very-long-path-segment/'.repeat(12)}end?ref=chat`;

test('a conversation at 320 px: links in messages wrap inside their bubble and open in a new tab', async ({ browser }) => {
  const { ada, ben, roomId } = await matchedPair(browser, LONG_NAME);
  await call(ben, 'post', '/api/chat/send', { chatRoomId: roomId, content: `Our deck (${LONG_URL}).`, clientId: `phone-${Date.now()}` });

  await ada.page.goto(`/app/chat?room=${roomId}`);
  const bubble = ada.page.getByTestId('message').last();
  const link = bubble.getByRole('link', { name: LONG_URL });
  await expect(link).toHaveAttribute('href', LONG_URL);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(bubble).toContainText(`Our deck (${LONG_URL}).`);
  const box = (await bubble.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  expect(await bubble.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoSideScroll(ada.page);
});

test('a meeting invite at 320 px: a long description shows four lines until Show more', async ({ browser }) => {
  const { ada, ben, roomId } = await matchedPair(browser);
  const description = `Agenda:\n${Array.from({ length: 12 }, (_, i) => `${i + 1}. A point we should talk about`).join('\n')}\nLast line.`;
  const meeting = {
    title: 'Kick-off call',
    description,
    start: new Date(Date.now() + 86_400_000).toISOString(),
    durationMinutes: 30,
    calendarUrl: 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Kick-off',
  };
  await call(ben, 'post', '/api/chat/send', { chatRoomId: roomId, content: 'Meeting invite', messageType: 'meeting_invite', meeting });

  await ada.page.goto(`/app/chat?room=${roomId}`);
  const invite = ada.page.getByTestId('message').last();
  const text = invite.getByText(/^Agenda:/);
  await expect(text).toBeVisible();
  const clamped = (await text.boundingBox())!.height;
  expect(clamped).toBeLessThanOrEqual(4 * 21);
  await invite.getByRole('button', { name: 'Show more' }).click();
  expect((await text.boundingBox())!.height).toBeGreaterThan(10 * 20);
  await expect(invite.getByText('Last line.')).toBeVisible();
  await invite.getByRole('button', { name: 'Show less' }).click();
  expect((await text.boundingBox())!.height).toBe(clamped);
  await expect(invite.getByRole('link', { name: 'Add to Google Calendar' })).toBeVisible();
  await expectNoSideScroll(ada.page);
});

test('the conversation header at 320 px: the longest name ends in an ellipsis, its actions keep their targets', async ({ browser }) => {
  const { ada, ben, roomId } = await matchedPair(browser, LONG_NAME);
  await call(ben, 'post', '/api/chat/send', { chatRoomId: roomId, content: 'Hello from a long name', clientId: `phone-${Date.now()}` });

  await ada.page.goto(`/app/chat?room=${roomId}`);
  const header = ada.page.getByRole('region', { name: `Conversation with ${LONG_NAME}` }).locator('header');
  const name = header.getByRole('heading', { name: LONG_NAME });
  await expect(name).toBeVisible();
  expect(await name.evaluate((element) => getComputedStyle(element).textOverflow)).toBe('ellipsis');
  expect(await name.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await header.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  const controls = [
    header.getByRole('link', { name: 'Back to conversations' }),
    header.getByRole('button', { name: 'Schedule meeting' }),
    header.getByRole('button', { name: 'Conversation options' }),
  ];
  await expectTargets(ada.page, controls);
  for (const control of controls) {
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  }
  await expectNoSideScroll(ada.page);
});

test('a long message at 320 px folds at twelve lines, the conversation opens at its foot, and Show less keeps the focus', async ({
  browser,
}) => {
  const { ada, ben, roomId } = await matchedPair(browser);
  const story = 'A long story about the plan, told in many words. '.repeat(80).trim();
  await call(ben, 'post', '/api/chat/send', { chatRoomId: roomId, content: story, clientId: `phone-${Date.now()}` });

  await ada.page.goto(`/app/chat?room=${roomId}`);
  const more = ada.page.getByTestId('message').last().getByRole('button', { name: 'Show more' });
  await expect(more).toBeVisible();
  const list = ada.page.getByRole('list', { name: 'Messages' });
  await expect
    .poll(() => list.evaluate((element) => element.scrollHeight - element.clientHeight - element.scrollTop))
    .toBeLessThanOrEqual(1);

  await more.focus();
  await ada.page.keyboard.press('Enter');
  const less = ada.page.getByRole('button', { name: 'Show less' });
  await expect(less).toBeFocused();
  await ada.page.keyboard.press('Enter');
  await expect(ada.page.getByRole('button', { name: 'Show more' })).toBeFocused();
});

/** Ben sends `count` messages into the room, one after another. */
async function sendMany(ben: Person, roomId: string, count: number) {
  for (let i = 1; i <= count; i += 1) {
    await call(ben, 'post', '/api/chat/send', {
      chatRoomId: roomId,
      content: `Update number ${i} from Ben.`,
      clientId: `many-${Date.now()}-${i}`,
    });
  }
}

/** How far the message list's foot is below what it shows, in px (0 at the bottom). */
const distanceToFoot = (list: ReturnType<Page['getByRole']>) =>
  list.evaluate((element) => element.scrollHeight - element.clientHeight - element.scrollTop);

test('a phone screen that gets shorter keeps the newest message above the composer, and a reader who scrolled up in place', async ({
  browser,
}) => {
  const { ada, ben, roomId } = await matchedPair(browser);
  await sendMany(ben, roomId, 30);

  const page = ada.page;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/app/chat?room=${roomId}`);
  const list = page.getByRole('list', { name: 'Messages' });
  const newest = page.getByTestId('message').filter({ hasText: 'Update number 30 from Ben.' });
  await expect(newest).toBeInViewport();
  await expect.poll(() => distanceToFoot(list)).toBeLessThanOrEqual(1);

  // The keyboard opens, the phone turns or the screen splits: 480 px tall.
  await page.setViewportSize({ width: 390, height: 480 });
  await expect.poll(() => distanceToFoot(list)).toBeLessThanOrEqual(1);
  await expect(newest).toBeInViewport();
  const composer = page.getByRole('textbox', { name: 'Message' });
  expect((await newest.boundingBox())!.y + (await newest.boundingBox())!.height).toBeLessThanOrEqual((await composer.boundingBox())!.y);

  // Scrolled up to read an older message, the reader stays there through the next resize.
  await page.setViewportSize({ width: 390, height: 844 });
  const older = page.getByTestId('message').filter({ hasText: 'Update number 5 from Ben.' });
  await older.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await expect.poll(() => distanceToFoot(list)).toBeGreaterThan(200);
  const before = await list.evaluate((element) => element.scrollTop);
  await page.setViewportSize({ width: 390, height: 480 });
  await expect.poll(() => list.evaluate((element) => element.clientHeight)).toBeLessThan(400);
  expect(await list.evaluate((element) => element.scrollTop)).toBe(before);
  await expect(older).toBeInViewport();
});

test('the composer at 390 px grows with its text up to six lines, then scrolls inside, and counts near the limit', async ({ browser }) => {
  const { ada, ben, roomId } = await matchedPair(browser);
  await sendMany(ben, roomId, 1);

  const page = ada.page;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/app/chat?room=${roomId}`);
  const composer = page.getByRole('textbox', { name: 'Message' });
  await expect(composer).toBeVisible();
  const lineHeight = await composer.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  const oneLine = (await composer.boundingBox())!.height;
  expect(oneLine).toBeLessThanOrEqual(44);

  await composer.fill('First line\nSecond line\nThird line');
  await expect.poll(async () => (await composer.boundingBox())!.height).toBeGreaterThanOrEqual(oneLine + 2 * lineHeight - 2);
  await expect(page.getByText(/\/4,000$/)).toHaveCount(0);

  const draft = 'A long draft about the plan, in many words. '.repeat(90).slice(0, 3950);
  await composer.fill(draft);
  await expect(page.getByText('3,950/4,000')).toBeVisible();
  const tall = (await composer.boundingBox())!.height;
  expect(tall).toBeGreaterThanOrEqual(6 * lineHeight);
  expect(tall).toBeLessThan(7 * lineHeight);
  expect(await composer.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  // The newest message is still in view above the grown composer.
  await expect(page.getByTestId('message').last()).toBeInViewport();
  // With the keyboard open on a small phone (360 px of screen left) the box takes at most 40 % of it.
  await page.setViewportSize({ width: 390, height: 360 });
  await expect.poll(async () => (await composer.boundingBox())!.height).toBeLessThanOrEqual(0.4 * 360);
  await page.setViewportSize({ width: 390, height: 844 });

  await composer.press('Enter');
  await expect(page.getByTestId('message').last()).toContainText('A long draft about the plan');
  await expect.poll(async () => (await composer.boundingBox())!.height).toBeLessThanOrEqual(44);
  await expect(page.getByText(/\/4,000$/)).toHaveCount(0);
});
