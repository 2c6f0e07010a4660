import { expect, test, type Locator, type Page } from '@playwright/test';
import { bringToTop, newAccount, signUpAs, storedToken, submitIdea } from './fixtures';

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus, as a keyboard user does; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let press = 0; press < max; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** The local sign-in, from the landing page to the deck, with Tab, Enter and typing only. */
async function signUpWithKeys(page: Page, account: { email: string; name: string }): Promise<void> {
  await page.goto('/');
  await tabTo(page, page.getByRole('button', { name: 'Get Started' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Choose Your Path' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: /I'm a Founder/ }));
  const popupPromise = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  const popup = await popupPromise;
  const closed = popup.waitForEvent('close');
  await expect(popup).toHaveTitle('Choose an account');
  await tabTo(popup, popup.getByLabel('Email'));
  await popup.keyboard.type(account.email);
  await popup.keyboard.press('Tab');
  await expect(popup.getByLabel('Name')).toBeFocused();
  await popup.keyboard.type(account.name);
  await popup.keyboard.press('Enter');
  await closed;
  await expect(page).toHaveURL(/\/app\/swipe$/);
}

test('a founder signs in, swipes, matches, chats, schedules a meeting and reports, with the keyboard alone', async ({ browser }) => {
  // Two sign-ups, a match, a chat, a meeting and a report, one key at a time: three times the usual time limit.
  test.slow();
  const ada = await (await browser.newContext()).newPage();
  const ben = await (await browser.newContext()).newPage();
  const adaAccount = newAccount('keys');
  const benAccount = newAccount('partner');
  const adaIdea = { title: `Keyboard idea ${Date.now()}`, pitch: 'Every screen of an app usable without a mouse.', tags: ['Access'] };
  const benIdea = { title: `Partner idea ${Date.now()}`, pitch: 'A co-working map for founders who travel.', tags: ['Travel'] };

  await signUpWithKeys(ada, adaAccount);
  // Ada's idea goes in through the API: the idea form is not this journey. Ben, the other person, uses the fixtures.
  const planted = await ada.request.post('/api/ideas/submit', {
    headers: { authorization: `Bearer ${await storedToken(ada)}` },
    data: adaIdea,
  });
  expect(planted.ok()).toBe(true);
  await signUpAs(ben, 'Founder', benAccount);
  await submitIdea(ben, benIdea);
  await ben.reload();
  await bringToTop(ben, adaIdea.title);
  await ben.getByRole('button', { name: 'Like' }).click();
  await expect(ben.getByTestId('top-card').getByRole('heading', { name: adaIdea.title })).toHaveCount(0);

  // Swipe with → on Ben's idea: the match modal shows both people and takes the focus, and Tab stays in it.
  await bringToTop(ada, benIdea.title);
  await ada.keyboard.press('ArrowRight');
  await expect(ada.getByText(`It's a match with ${benAccount.name}!`)).toBeVisible();
  const modal = ada.getByRole('dialog', { name: "It's a Match!" });
  const people = modal.getByRole('list', { name: 'Matched' });
  await expect(people).toContainText(adaAccount.name);
  await expect(people).toContainText(benAccount.name);
  const startChat = modal.getByRole('link', { name: 'Start Chat' });
  await expect(startChat).toBeFocused();
  await ada.keyboard.press('Tab');
  await expect(modal.getByRole('button', { name: 'Continue Swiping' })).toBeFocused();
  await ada.keyboard.press('Tab');
  await expect(startChat).toBeFocused();
  await ada.keyboard.press('Enter');
  await expect(ada).toHaveURL(/\/app\/chat\?match=[0-9a-f-]{36}$/);

  // A message, typed and sent with Enter.
  const messages = ada.getByRole('list', { name: 'Messages' }).getByTestId('message');
  await tabTo(ada, ada.getByRole('textbox', { name: 'Message' }));
  await ada.keyboard.type('Hello Ben, from the keyboard');
  await ada.keyboard.press('Enter');
  await expect(messages.last()).toContainText('Hello Ben, from the keyboard');
  await expect(messages.last().getByLabel('Delivered')).toBeVisible();

  // Ben's answer is said to Ada's screen reader as it arrives (the message list itself is not a live region).
  const benHeaders = { authorization: `Bearer ${await storedToken(ben)}` };
  const [room] = (await (await ben.request.get('/api/chat/rooms', { headers: benHeaders })).json()) as { id: string }[];
  const reply = await ben.request.post('/api/chat/send', {
    headers: benHeaders,
    data: { chatRoomId: room!.id, content: 'Hi Ada, Thursday works' },
  });
  expect(reply.ok()).toBe(true);
  await expect(messages.last()).toContainText('Hi Ada, Thursday works');
  await expect(ada.locator('[aria-live="polite"]').filter({ hasText: `${benAccount.name}: Hi Ada, Thursday works` })).toHaveCount(1);
  await expect(ada.getByRole('textbox', { name: 'Message' })).toBeFocused();

  // A meeting: the dialog opens on its title; the duration changes with ↓; Send invite; focus comes back.
  const schedule = ada.getByRole('button', { name: 'Schedule meeting' });
  await tabTo(ada, schedule, { back: true });
  await ada.keyboard.press('Enter');
  const meeting = ada.getByRole('dialog', { name: 'Schedule a meeting' });
  await expect(meeting.getByLabel('Title')).toBeFocused();
  await ada.keyboard.press('ControlOrMeta+A');
  await ada.keyboard.type('Keyboard kick-off');
  await tabTo(ada, meeting.getByLabel('Duration'));
  await ada.keyboard.press('ArrowDown');
  await expect(meeting.getByLabel('Duration')).toHaveValue('45');
  await tabTo(ada, meeting.getByRole('button', { name: 'Send invite' }));
  await ada.keyboard.press('Enter');
  await expect(meeting).toHaveCount(0);
  await expect(schedule).toBeFocused();
  await expect(messages.last()).toContainText('Meeting invite');
  await expect(messages.last()).toContainText('Keyboard kick-off');
  await expect(messages.last()).toContainText('45 min');

  // Report Ben from the conversation's menu: Enter opens it on its first item; Escape closes the report.
  const options = ada.getByRole('button', { name: 'Conversation options' });
  await tabTo(ada, options);
  await ada.keyboard.press('Enter');
  await expect(ada.getByRole('menuitem', { name: `Report ${benAccount.name}` })).toBeFocused();
  await ada.keyboard.press('Enter');
  const report = ada.getByRole('dialog', { name: `Report ${benAccount.name}` });
  const reason = report.getByLabel('Reason');
  await tabTo(ada, reason);
  // No reason is chosen beforehand: ↓ picks the first.
  await expect(reason).toHaveValue('');
  await ada.keyboard.press('ArrowDown');
  await expect(reason).toHaveValue('spam');
  await ada.keyboard.press('Tab');
  await expect(report.getByLabel('Details (optional)')).toBeFocused();
  await ada.keyboard.type('Testing the keyboard journey');
  await tabTo(ada, report.getByRole('button', { name: 'Send report' }));
  await ada.keyboard.press('Enter');
  await expect(report.getByText('Thanks, we will review this report.')).toBeVisible();
  await ada.keyboard.press('Escape');
  await expect(report).toHaveCount(0);
  await expect(options).toBeFocused();
});

test('the keyboard starts at a skip link past the header, and every stop shows the same 2 px ring', async ({ page }) => {
  await signUpAs(page, 'Founder', newAccount('rings'));
  await page.goto('/app/matches');
  await expect(page.getByRole('heading', { name: 'Matches' }).first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  const rings: string[] = [];
  for (let press = 0; press < 10; press += 1) {
    rings.push(
      await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        const style = getComputedStyle(focused);
        return `${focused.tagName.toLowerCase()} ${focused.textContent?.trim().slice(0, 20)}: ${style.outlineStyle} ${style.outlineWidth}`;
      }),
    );
    await page.keyboard.press('Tab');
  }
  expect(rings.filter((ring) => !ring.endsWith('solid 2px'))).toEqual([]);
  // Fields too, not only a border that changes colour.
  await page.goto('/app/submit-idea');
  const title = page.getByLabel('Idea title');
  await tabTo(page, title);
  expect(await title.evaluate((field) => `${getComputedStyle(field).outlineStyle} ${getComputedStyle(field).outlineWidth}`)).toBe(
    'solid 2px',
  );
  await page.goto('/app/matches');
  await expect(page.getByRole('heading', { name: 'Matches' }).first()).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

/** What the page's live regions say now (a screen reader says each as it changes). */
const liveText = (page: Page) => page.locator('[aria-live="polite"]').filter({ hasText: /\S/ });

test('each screen names the tab and is said on arrival, and the keyboard is never left on the page’s body', async ({ page }) => {
  await signUpAs(page, 'Founder', newAccount('titles'));
  await expect(page).toHaveTitle('Swipe ideas – SeedMatch');
  // A tab of the bar keeps the focus; the new screen's name is said and names the browser's tab.
  const matchesTab = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Matches' });
  await tabTo(page, matchesTab);
  await page.keyboard.press('Enter');
  await expect(page).toHaveTitle('Matches – SeedMatch');
  await expect(liveText(page).filter({ hasText: /^Matches$/ })).toHaveCount(1);
  await expect(matchesTab).toBeFocused();
  // A link in the screen goes with the screen it was on: the focus moves to the new screen's heading.
  await page.goto('/app');
  await expect(page).toHaveTitle('Home – SeedMatch');
  await tabTo(page, page.getByRole('link', { name: 'Start Swiping' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveTitle('Swipe ideas – SeedMatch');
  await expect(page.getByRole('heading', { level: 1, name: 'Swipe ideas' })).toBeFocused();
});

test('an investor moves between the feed and the shortlist, and searches, with the keyboard and a screen reader', async ({ browser }) => {
  const founder = await browser.newPage();
  const idea = { title: `Keyboard feed idea ${Date.now()}`, pitch: 'Seed libraries for every school garden.', tags: ['Gardens'] };
  await signUpAs(founder, 'Founder', newAccount('planter'));
  await submitIdea(founder, idea);
  const page = await browser.newPage();
  await signUpAs(page, 'Investor', newAccount('scout'));
  await expect(page).toHaveTitle('Investor Feed – SeedMatch');

  const search = page.getByRole('searchbox', { name: 'Search ideas or founders' });
  await tabTo(page, search);
  await page.keyboard.type(idea.title);
  await expect(liveText(page).filter({ hasText: /^1 submission found$/ })).toHaveCount(1);
  const card = page.getByRole('article', { name: idea.title });
  // On past the tag chips (every tag of the feed, however many earlier tests planted).
  await tabTo(page, card.getByRole('button', { name: 'Add to shortlist' }), { max: 400 });
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: 'Remove from shortlist' })).toBeFocused();

  // The view swaps under the button pressed: the new view's heading takes the focus, each way.
  // Back past the tag chips (every tag of the feed, however many earlier tests planted).
  await tabTo(page, page.getByRole('button', { name: 'Shortlist (1)' }), { back: true, max: 400 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Shortlist' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Remove from shortlist' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'No submissions shortlisted yet' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Shortlist' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Back to Feed' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Investor Feed' })).toBeFocused();
});
