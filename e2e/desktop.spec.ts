import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { bringToTop, expectNoSideScroll, matchedFounders, newAccount, signUpAs, storedToken, submitIdea } from './fixtures';

// From 1024 px wide (docs/decisions/0040): a side navigation, wider screens, the chat's two panes.
const WIDE = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
];

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

/** The one Main navigation is a column left of the screen's content, with the role's five destinations. */
async function expectSideNav(page: Page, labels: string[]) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toHaveCount(1);
  for (const label of labels) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  const navBox = await boxOf(nav);
  const mainBox = await boxOf(page.getByRole('main'));
  expect(navBox.x + navBox.width).toBeLessThanOrEqual(mainBox.x);
  expect(navBox.height).toBeGreaterThan(navBox.width);
}

async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('a founder’s screens at 1440 and 1024 px: a side navigation instead of the tab bar, wider content, nothing scrolls sideways', async ({
  page,
}) => {
  await signUpAs(page, 'Founder', newAccount('wide'));
  for (const size of WIDE) {
    await page.setViewportSize(size);
    for (const path of [
      '/app',
      '/app/swipe',
      '/app/matches',
      '/app/chat',
      '/app/challenge',
      '/app/profile',
      '/app/referrals',
      '/app/my-ideas',
      '/app/likes-you',
    ]) {
      await openScreen(page, path);
      await expectNoSideScroll(page);
    }
    await openScreen(page, '/app');
    await expectSideNav(page, ['Home', 'Swipe', 'Matches', 'Challenge', 'Chat']);
    // Wider than the phone column (28rem) it used to be.
    expect((await boxOf(page.getByRole('main'))).width, `${size.width} px`).toBeGreaterThan(600);
  }
});

/** Whether `right` starts right of where `left` ends, and the two overlap in height (side by side). */
async function expectBeside(left: Locator, right: Locator, what: string) {
  const [a, b] = [await boxOf(left), await boxOf(right)];
  expect(b.x, `${what}: beside`).toBeGreaterThanOrEqual(a.x + a.width);
  expect(b.y, `${what}: level`).toBeLessThan(a.y + a.height);
}

test('at 1440 px the landing, role choice, idea form and challenge are laid out in columns; at 320 px they still fit', async ({
  browser,
}) => {
  const visitor = await (await browser.newContext({ viewport: WIDE[0]! })).newPage();
  await visitor.goto('/');
  // Measured once the app has replaced the page's own first screen (docs/decisions/0058): a box read across
  // the swap belongs to neither.
  await expect(visitor.locator('[data-prerendered]')).toHaveCount(0);
  const getStarted = visitor.getByRole('button', { name: 'Get Started' });
  await expectBeside(getStarted, visitor.getByRole('heading', { name: '93% of startups fail' }), 'landing');
  await getStarted.click();
  await expectBeside(
    visitor.getByRole('button', { name: /I'm a Founder/ }),
    visitor.getByRole('button', { name: /I'm an Investor/ }),
    'role choice',
  );
  await visitor.setViewportSize({ width: 320, height: 640 });
  await expectNoSideScroll(visitor);
  await visitor.getByRole('button', { name: 'Back' }).click();
  await expectNoSideScroll(visitor);

  const founder = await (await browser.newContext({ viewport: WIDE[0]! })).newPage();
  await signUpAs(founder, 'Founder', newAccount('columns'));
  await openScreen(founder, '/app/submit-idea');
  await founder.getByLabel('Idea title').fill('Columns idea');
  const preview = founder.getByRole('region', { name: 'Preview' });
  await expectBeside(founder.getByLabel('Idea title'), preview, 'idea form');
  // The live preview is in sight beside the fields as one types.
  await expect(preview.getByRole('heading', { name: 'Columns idea' })).toBeInViewport();
  await openScreen(founder, '/app/challenge');
  await expectBeside(founder.getByRole('list', { name: 'Prizes' }), founder.getByRole('button', { name: 'Join Challenge' }), 'challenge');
  for (const path of ['/app/submit-idea', '/app/challenge']) {
    await founder.setViewportSize({ width: 320, height: 640 });
    await openScreen(founder, path);
    await expectNoSideScroll(founder);
    await founder.setViewportSize(WIDE[0]!);
  }
});

test('at 1440 px the deck is a wide card with its founder, the next idea and the keys beside it, and still swipes', async ({ browser }) => {
  const mark = randomUUID().slice(0, 6);
  const owner = await (await browser.newContext()).newPage();
  await signUpAs(owner, 'Founder', newAccount('owner'));
  for (const letter of ['A', 'B']) {
    await submitIdea(owner, { title: `Wide deck ${letter} ${mark}`, pitch: 'An idea to swipe on a desk.', tags: [`wide-${mark}`] });
  }
  const me = await (await browser.newContext({ viewport: WIDE[0]! })).newPage();
  await signUpAs(me, 'Founder', newAccount('desk'));
  // The newest first (docs/product.md#deck): B on top, A (or another planted meanwhile) next.
  await bringToTop(me, `Wide deck B ${mark}`);
  const card = me.getByTestId('top-card');
  const aside = me.getByRole('region', { name: 'About this card' });
  await expectBeside(card, aside, 'deck');
  expect((await boxOf(card)).width, 'a wider card than a phone’s').toBeGreaterThan(500);
  await expect(aside.getByRole('heading', { name: /^About Owner Tester$/ })).toBeVisible();
  await expect(aside.getByText('Pass')).toBeVisible();
  // What "Up next" names is the card that comes on top after a pass with ←.
  const next = (await aside.getByRole('region', { name: 'Up next' }).getByRole('paragraph').textContent())!;
  await me.keyboard.press('ArrowLeft');
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(next);
  await expect(aside.getByRole('heading', { name: /^About / })).toBeVisible();
  await expectNoSideScroll(me);
  const { violations } = await new AxeBuilder({ page: me })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html ?? ''}`)).toEqual([]);
  await owner.close();
});

test('at 1440 px the fullest founder profile beside the card scrolls on its own: the card keeps the window, Pass and Like stay in it', async ({
  browser,
}) => {
  const owner = await (await browser.newContext()).newPage();
  await signUpAs(owner, 'Founder', newAccount('full-profile'));
  // As much as a profile holds (docs/product.md#profile): 1,000 characters of bio, 30 skills, interests and wishes.
  const thirty = (text: string) => Array.from({ length: 30 }, (_, i) => `${i} ${text}`);
  const profile = {
    bio: 'Serial founder who shipped three climate products and reads everything. '.repeat(14).slice(0, 1000),
    skills: thirty('Distributed systems'),
    preferences: {
      title: 'CTO',
      interests: thirty('Circular economy and farming'),
      lookingFor: thirty('A designer who loves hard problems'),
    },
  };
  const headers = { authorization: `Bearer ${await storedToken(owner)}` };
  expect((await owner.request.put('/api/users/me', { headers, data: profile })).ok()).toBe(true);
  const title = `Full profile ${randomUUID().slice(0, 6)}`;
  await submitIdea(owner, { title, pitch: 'An idea from someone with a lot to say.', tags: ['Climate'] });
  const me = await (await browser.newContext({ viewport: WIDE[0]! })).newPage();
  await signUpAs(me, 'Founder', newAccount('desk-full'));
  await bringToTop(me, title);
  const like = me.getByRole('button', { name: 'Like', exact: true });
  await expect(like).toBeInViewport({ ratio: 1 });
  expect(
    await me.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
    'the page does not scroll',
  ).toBeLessThanOrEqual(0);
  const lastWish = me.getByRole('region', { name: 'About this card' }).getByText('29 A designer who loves hard problems', { exact: true });
  await lastWish.scrollIntoViewIfNeeded();
  await expect(lastWish).toBeInViewport();
  await expect(like).toBeInViewport({ ratio: 1 });
  // What scrolls is reachable by the keyboard too.
  const { violations } = await new AxeBuilder({ page: me }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html ?? ''}`)).toEqual([]);
  await owner.close();
});

test('at 1440 px the chat list stays beside the open conversation, and the investor feed lays its cards in columns', async ({
  browser,
}) => {
  test.slow();
  const { ada, ben, benAccount } = await matchedFounders(browser);
  await ben.close();
  await ada.setViewportSize(WIDE[0]!);

  // Enough tags for the filter to fold, each as long as a tag may be (30 characters), and cards of unequal text.
  const mark = randomUUID().slice(0, 6);
  for (const [index, pitch] of [
    'Short pitch for a tidy card.',
    `${'A much longer pitch that wraps over many lines. '.repeat(5)}`,
  ].entries()) {
    const tags = Array.from({ length: 10 }, (_, tag) => `T${index}${tag}-${mark}-`.padEnd(30, 'x'));
    const posted = await ada.request.post('/api/ideas/submit', {
      headers: { authorization: `Bearer ${await storedToken(ada)}` },
      data: { title: `Desk idea ${index} ${mark}`, pitch: pitch.trim().slice(0, 280), tags },
    });
    expect(posted.ok()).toBe(true);
  }

  const investor = await (await browser.newContext({ viewport: WIDE[0]! })).newPage();
  const investorAccount = newAccount('desk');
  await signUpAs(investor, 'Investor', investorAccount);
  await expectSideNav(investor, ['Home', 'Invest', 'Connections', 'Challenge', 'Chat']);
  for (const size of WIDE) {
    await investor.setViewportSize(size);
    const cards = investor.getByRole('region', { name: 'Top Submissions' }).getByRole('article');
    await expect(cards.nth(1)).toBeVisible();
    const [first, second] = [await boxOf(cards.nth(0)), await boxOf(cards.nth(1))];
    expect(Math.abs(first.y - second.y), `${size.width} px: side by side`).toBeLessThan(2);
    expect(second.x, `${size.width} px`).toBeGreaterThanOrEqual(first.x + first.width);
    await expectNoSideScroll(investor);
    // Cards of a row are as tall as each other, whatever their text.
    const row = await Promise.all([0, 1].map((n) => boxOf(cards.nth(n))));
    expect(Math.abs(row[0]!.height - row[1]!.height), `${size.width} px: even row`).toBeLessThan(1);
  }
  const titlesOf = (name: string) => investor.getByRole('region', { name }).getByRole('heading', { level: 3 }).allTextContents();
  const [top, newest] = [await titlesOf('Top Submissions'), await titlesOf('New Builders')];
  expect(
    newest.filter((title) => top.includes(title)),
    'New Builders repeats no Top Submission',
  ).toEqual([]);

  // The tag filter folds to about a row behind "More tags" and opens on demand.
  await investor.setViewportSize(WIDE[0]!);
  const filter = investor.getByRole('group', { name: 'Filter by tag' });
  const more = filter.getByRole('button', { name: /^More tags \(\d+\)$/ });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  expect((await boxOf(filter)).height, 'folded: two rows at most').toBeLessThan(90);
  const chips = filter.locator('[aria-pressed]');
  const folded = await chips.count();
  await more.click();
  const fewer = filter.getByRole('button', { name: 'Fewer tags' });
  await expect(fewer).toHaveAttribute('aria-expanded', 'true');
  // All, and every tag: Ada's twenty and the two of the matched ideas at least.
  expect(await chips.count()).toBeGreaterThanOrEqual(23);
  await fewer.click();
  await expect(chips).toHaveCount(folded);

  // The investor writes to Ada directly, so she has two conversations.
  const adaId = (
    (await (await ada.request.get('/api/users/me', { headers: { authorization: `Bearer ${await storedToken(ada)}` } })).json()) as {
      id: string;
    }
  ).id;
  const intro = await investor.request.post('/api/chat/send', {
    headers: { authorization: `Bearer ${await storedToken(investor)}` },
    data: { receiverId: adaId, content: 'Hello from a desk', clientId: randomUUID() },
  });
  expect(intro.ok()).toBe(true);

  await ada.goto('/app/chat');
  const list = ada.getByRole('list', { name: 'Conversations' });
  const benRow = list.getByRole('link', { name: new RegExp(benAccount.name) });
  const investorRow = list.getByRole('link', { name: new RegExp(investorAccount.name) });
  await benRow.click();
  await expect(ada).toHaveURL(/\/app\/chat\?room=/);
  const withBen = ada.getByRole('region', { name: `Conversation with ${benAccount.name}` });
  await expect(withBen).toBeVisible();
  await expect(list).toBeVisible();
  const [listBox, paneBox] = [await boxOf(list), await boxOf(withBen)];
  expect(listBox.x + listBox.width).toBeLessThanOrEqual(paneBox.x);
  await expect(benRow).toHaveAttribute('aria-current', 'page');
  await expect(investorRow).not.toHaveAttribute('aria-current', /.+/);
  await expectSideNav(ada, ['Home', 'Swipe', 'Matches', 'Challenge', 'Chat']);
  const benUrl = ada.url();

  await investorRow.click();
  const withInvestor = ada.getByRole('region', { name: `Conversation with ${investorAccount.name}` });
  await expect(withInvestor.getByTestId('message').first()).toContainText('Hello from a desk');
  await expect(withBen).toHaveCount(0);
  expect(ada.url()).not.toBe(benUrl);
  await expect(investorRow).toHaveAttribute('aria-current', 'page');
  await expect(benRow).not.toHaveAttribute('aria-current', /.+/);
  await expectNoSideScroll(ada);

  // Matches are a grid of cards: Ben's and the investor's side by side.
  await openScreen(ada, '/app/matches');
  const matches = ada.getByRole('list', { name: 'Matches' }).getByRole('listitem');
  await expectBeside(matches.nth(0), matches.nth(1), 'matches');

  await ada.goto(benUrl);
  await expect(withBen).toBeVisible();
  const { violations } = await new AxeBuilder({ page: ada })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html ?? ''}`)).toEqual([]);
});
