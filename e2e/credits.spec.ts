import { expect, test } from '@playwright/test';
import { audit, type Findings } from './axe';
import { expectNoSideScroll, joinChallengeAndOpenMvpForm, linesOf, maximalIdea, newAccount, signUpAs, submitIdea } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });
// Two people, two ideas, a challenge and the feed: more than the default minute on a busy 2-core machine.
test.setTimeout(120_000);

const IDEA_FORMS = 'a[href="/app/submit-idea"], a[href="/onboarding"]';

test('an investor lands on the investor area and never reaches the idea forms; an MVP’s credits show on the idea it ships, with one score everywhere', async ({
  browser,
}) => {
  const investor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signUpAs(investor, 'Investor', newAccount('lander'));
  await expect(investor.getByRole('heading', { name: /Investor Feed|No data available/ })).toBeVisible();
  for (const path of ['/app', '/app/investor', '/app/matches', '/app/challenge', '/app/profile']) {
    await investor.goto(path);
    await expect(investor.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(investor.locator(IDEA_FORMS)).toHaveCount(0);
  }
  for (const path of ['/app/submit-idea', '/onboarding', '/app/swipe']) {
    await investor.goto(path);
    await expect(investor).toHaveURL(/\/app\/investor$/);
    await expect(investor.getByLabel('Idea title')).toHaveCount(0);
  }

  const founder = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const founderAccount = { ...newAccount('shipper'), name: `Shipper ${'Longname '.repeat(6)}Tester`.slice(0, 60) };
  await signUpAs(founder, 'Founder', founderAccount);
  const chosen = maximalIdea(`Chosen ${Date.now().toString(36)}`);
  const newest = { title: `Newest ${Date.now().toString(36)}`, pitch: 'The newest idea, not the one the MVP ships.', tags: ['Later'] };
  await submitIdea(founder, chosen);
  await submitIdea(founder, newest);

  await joinChallengeAndOpenMvpForm(founder);
  const picker = founder.getByLabel('Idea this MVP ships');
  await expect(picker.locator('option:checked')).toHaveText(newest.title);
  await picker.selectOption({ label: chosen.title });
  await founder.getByLabel('GitHub URL').fill('https://github.com/shipper/chosen');
  await founder.getByLabel('Live URL').fill('https://chosen.example.com');
  await founder.getByLabel('README with setup instructions').check();
  await expectNoSideScroll(founder);
  await founder.getByRole('button', { name: 'Submit MVP' }).last().click();
  const earned = founder.getByText(/^You earned \d+ credits$/);
  await expect(earned).toBeVisible();
  const credits = Number(/\d+/.exec((await earned.textContent())!)![0]);
  await expect(founder.getByRole('region', { name: 'Your MVP' })).toContainText(`Ships: ${chosen.title}`);
  // On the leaderboard too, where the long name and title must still fit at 320 px (checked below).
  const board = founder.getByRole('region', { name: 'Leaderboard' });
  const mine = board.getByRole('listitem').filter({ has: founder.getByText('You', { exact: true }) });
  await expect(mine).toContainText(`${founderAccount.name}You${chosen.title}${credits}`);
  await founder.setViewportSize({ width: 320, height: 568 });
  const countdown = founder.getByRole('region', { name: 'Challenge progress' }).getByRole('timer');
  expect(await countdown.evaluate((timer) => timer.scrollWidth - timer.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoSideScroll(founder);
  await founder.setViewportSize({ width: 390, height: 844 });

  await investor.goto('/app/investor');
  await investor.getByPlaceholder('Search ideas or founders...').fill(founderAccount.name);
  const chosenCard = investor.getByRole('article', { name: chosen.title });
  const newestCard = investor.getByRole('article', { name: newest.title });
  await expect(chosenCard).toHaveCount(1);
  await expect(newestCard).toHaveCount(1);
  await expect(chosenCard).toContainText(`${credits} pts`);
  await expect(chosenCard.getByText('Featured')).toBeVisible();
  await expect(chosenCard.getByRole('link', { name: 'Code' })).toHaveAttribute('href', 'https://github.com/shipper/chosen');
  await expect(chosenCard.getByRole('link', { name: 'Live' })).toHaveAttribute('href', 'https://chosen.example.com');
  await expect(newestCard).toContainText('0 pts');
  await expect(newestCard.getByRole('link', { name: 'Code' })).toHaveCount(0);
  await expect(newestCard.getByText('Featured')).toHaveCount(0);
  await expectNoSideScroll(investor);
  // At 320 px too: ten unbroken 30-character tags collapse to three, cut to the card, and "+7".
  await investor.setViewportSize({ width: 320, height: 568 });
  await expect(chosenCard.getByRole('listitem', { name: '7 more tags' })).toBeVisible();
  await expectNoSideScroll(investor);
  await investor.setViewportSize({ width: 390, height: 844 });

  await chosenCard.getByRole('button', { name: 'View Founder' }).click();
  const dialog = investor.getByRole('dialog', { name: founderAccount.name });
  await expect(dialog.getByRole('region', { name: 'Current Project' })).toContainText(newest.title);
  await expect(dialog.getByRole('region', { name: 'Current Project' })).toContainText('0 pts');
  await expect(dialog.getByRole('region', { name: 'Current Project' }).getByRole('link', { name: 'View Code' })).toHaveCount(0);
  const previous = dialog.getByRole('region', { name: 'Previous Projects' }).getByRole('listitem');
  await expect(previous).toHaveCount(1);
  await expect(previous).toContainText(`${credits} pts`);
  await expect(previous).toContainText('Completed');
  await expect(previous.getByRole('button', { name: `README of ${chosen.title}` })).toBeVisible();
  // The project's whole title, wrapped on a phone, never cut to a few letters beside its README button.
  const previousTitle = previous.getByText(chosen.title, { exact: true });
  for (const width of [390, 320]) {
    await investor.setViewportSize({ width, height: 844 });
    expect(await previousTitle.evaluate((title) => title.scrollWidth <= title.clientWidth)).toBe(true);
  }
  await expect(dialog.getByText('Success Rate').locator('..')).toContainText('50%');
});

test('the README a founder gives with the MVP is what an investor reads: plain text, wrapped, scrolling inside its sheet at 320 px', async ({
  browser,
}) => {
  const narrow = { viewport: { width: 320, height: 568 } };
  const founder = await browser.newPage(narrow);
  const founderAccount = newAccount('documenter');
  await signUpAs(founder, 'Founder', founderAccount);
  const idea = { title: `Documented ${Date.now().toString(36)}`, pitch: 'An MVP that brings its own README.', tags: ['Docs'] };
  await submitIdea(founder, idea);
  await joinChallengeAndOpenMvpForm(founder);
  await founder.getByLabel('GitHub URL').fill('https://github.com/documenter/own');
  const steps = Array.from({ length: 60 }, (_, i) => `${i + 1}. Step ${i + 1}`);
  const readme = ['# Own README', '', '<b>not bold</b>', `  indented ${'x'.repeat(200)}`, ...steps].join('\n');
  await founder.getByLabel('README (optional)').fill(readme);
  await expect(founder.getByLabel('README with setup instructions')).toBeChecked();
  await expectNoSideScroll(founder);
  await founder.getByRole('button', { name: 'Submit MVP' }).last().click();
  await expect(founder.getByText(/^You earned \d+ credits$/)).toBeVisible();

  const investor = await browser.newPage(narrow);
  await signUpAs(investor, 'Investor', newAccount('reader'));
  await investor.getByPlaceholder('Search ideas or founders...').fill(idea.title);
  await investor.getByRole('article', { name: idea.title }).first().getByRole('button', { name: 'View Founder' }).click();
  await investor.getByRole('dialog', { name: founderAccount.name }).getByRole('button', { name: 'README' }).click();
  const sheet = investor.getByRole('dialog', { name: 'Project README' });
  const text = sheet.locator('pre');
  expect(await text.textContent()).toBe(readme);
  await expect(sheet.locator('b')).toHaveCount(0);
  expect(await text.evaluate((pre) => pre.scrollWidth - pre.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoSideScroll(investor);
  // Longer than the sheet: the README scrolls in its own box, by wheel and by keyboard, to the last line,
  // with the title and Close still in sight; the page behind stays put.
  const atEnd = () => text.evaluate((pre) => pre.scrollTop + pre.clientHeight >= pre.scrollHeight - 1);
  expect(await text.evaluate((pre) => pre.scrollHeight > pre.clientHeight)).toBe(true);
  const pageScroll = await investor.evaluate(() => window.scrollY);
  await text.hover();
  await investor.mouse.wheel(0, 10_000);
  await expect.poll(atEnd).toBe(true);
  expect(await investor.evaluate(() => window.scrollY)).toBe(pageScroll);
  await expect(sheet.getByRole('button', { name: 'Close' })).toBeInViewport();
  await expect(sheet.getByRole('heading', { name: 'Project README' })).toBeInViewport();
  await text.evaluate((pre) => pre.scrollTo(0, 0));
  await text.focus();
  await investor.keyboard.press('End');
  await expect.poll(atEnd).toBe(true);
  const found: Findings = {};
  await audit(investor, 'the README sheet', found);
  expect(found).toEqual({});
});

test('Your MVP shows a 2,000-character description in four lines at 320 px, and Read more opens the whole, as the feed does', async ({
  page,
}) => {
  await signUpAs(page, 'Founder', newAccount('describer'));
  await submitIdea(page, { title: `Described ${Date.now().toString(36)}`, pitch: 'An idea with a long MVP story.', tags: ['Story'] });
  await joinChallengeAndOpenMvpForm(page);
  const description = `${'We built a compost exchange in two days, then rebuilt it. '.repeat(40)}`.slice(0, 1999) + '.';
  await page.getByLabel('GitHub URL').fill('https://github.com/describer/story');
  await page.getByLabel('Description').fill(description);
  await page.getByRole('button', { name: 'Submit MVP' }).last().click();
  const summary = page.getByRole('region', { name: 'Your MVP' });
  await expect(summary).toBeVisible();
  await page.setViewportSize({ width: 320, height: 568 });
  expect((await linesOf(summary.getByText(description))).lines).toBeLessThanOrEqual(4);
  await summary.getByRole('button', { name: 'Read more' }).click();
  await expect(page.getByRole('dialog')).toContainText(description);
  await expectNoSideScroll(page);
});
