import { expect, test } from '@playwright/test';
import { joinChallengeAndOpenMvpForm, linesOf, newAccount, newLongestNamedAccount, signUpAs, storedToken, submitIdea } from './fixtures';

test('an investor finds an idea by search and tag, shortlists it, reads the founder, and requests an intro', async ({ browser }) => {
  const founder = await browser.newPage();
  const founderAccount = newAccount('pitcher');
  const stamp = Date.now().toString(36);
  const idea = {
    title: `Orbit Soil ${stamp}`,
    pitch: 'Satellite soil maps that tell farmers when to water.',
    tags: [`agritech${stamp}`, 'Climate'],
  };
  await signUpAs(founder, 'Founder', founderAccount);
  await submitIdea(founder, idea);

  const investor = await browser.newPage();
  const investorAccount = newAccount('backer');
  await signUpAs(investor, 'Investor', investorAccount);
  await investor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invest' }).click();
  await expect(investor.getByRole('heading', { name: 'Investor Feed' })).toBeVisible();
  await expect(investor.getByText('Discover top startup submissions')).toBeVisible();

  await investor.getByPlaceholder('Search ideas or founders...').fill(founderAccount.name.toUpperCase());
  await investor.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name: idea.tags[0] }).click();
  const card = investor.getByRole('article', { name: idea.title }).first();
  await expect(card).toBeVisible();
  await expect(card).toContainText(`by ${founderAccount.name}`);
  await expect(card).toContainText('h ago');
  await expect(card.getByRole('link', { name: 'Live' })).toHaveCount(0);

  await card.getByRole('button', { name: 'Add to shortlist' }).click();
  await expect(investor.getByRole('button', { name: 'Shortlist (1)' })).toBeVisible();
  await investor.getByPlaceholder('Search ideas or founders...').fill('no such thing anywhere');
  await expect(investor.getByText('No submissions found')).toBeVisible();
  await expect(investor.getByText('Try adjusting your search or filters')).toBeVisible();

  await investor.getByRole('button', { name: 'Shortlist (1)' }).click();
  await expect(investor.getByRole('heading', { name: 'Shortlist' })).toBeVisible();
  await expect(investor.getByText('Your saved submissions')).toBeVisible();
  await investor.getByRole('button', { name: 'View Founder' }).first().click();
  const dialog = investor.getByRole('dialog', { name: founderAccount.name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Projects');
  await expect(dialog).toContainText('Success Rate');
  await dialog.getByRole('button', { name: 'README' }).click();
  const readme = investor.getByRole('dialog', { name: 'Project README' });
  await expect(readme).toContainText(idea.title);
  await investor.keyboard.press('Escape');
  await expect(readme).toHaveCount(0);
  await investor.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await investor.getByRole('button', { name: 'Request Intro' }).first().click();
  await expect(investor).toHaveURL(/\/app\/chat\?user=/);
  await expect(investor.getByRole('heading', { name: founderAccount.name })).toBeVisible();
  // The intro waits in the message box, for the investor to read, edit and send.
  const box = investor.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeFocused();
  await expect(box).toHaveValue(new RegExp(`^Hi \\S+, I came across ${idea.title.replace(/[.!?]+$/, '')} on SeedMatch`));
  await box.press('Control+End');
  await box.pressSequentially(' Free for a call next week?');
  await investor.getByRole('button', { name: 'Send' }).click();
  await expect(box).toHaveValue('');

  await founder.goto('/app/chat');
  const row = founder.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(investorAccount.name) });
  await expect(row).toContainText(idea.title);
  await row.click();
  await expect(founder.getByTestId('message').first()).toContainText(`I came across ${idea.title}`);
  await expect(founder.getByTestId('message').first()).toContainText('Free for a call next week?');
  await founder.goto('/app/matches');
  await expect(founder.getByText(investorAccount.name)).toBeVisible();

  await investor.goto('/app');
  await expect(investor.getByText('Shortlisted').locator('..')).toContainText('1');
  await expect(investor.getByText('Reviewed').locator('..')).toContainText('1');
});

test('a founder who opens the Invest page gets the access denied message', async ({ page }) => {
  await signUpAs(page, 'Founder', newAccount('curious'));
  await page.goto('/app/investor');
  await expect(page.getByRole('heading', { name: 'Error loading dashboard' })).toBeVisible();
  await expect(page.getByText('Access denied. Investor role required.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
});

test("at 320 px each of the investor's tab labels, and the Investor Feed heading, sits on one line", async ({ browser }) => {
  // An idea, so the feed (not "No data available") shows.
  const founder = await browser.newPage();
  await signUpAs(founder, 'Founder', newAccount('feeder'));
  await submitIdea(founder, { title: `Narrow feed ${Date.now().toString(36)}`, pitch: 'An idea for the feed to show.', tags: ['Feed'] });
  await founder.close();
  const page = await (await browser.newContext({ viewport: { width: 320, height: 640 } })).newPage();
  await signUpAs(page, 'Investor', newAccount('narrow'));
  const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
  await expect(links).toHaveCount(5);
  // The lines each label's text takes: the distinct tops of its text's boxes.
  const lines = await links.evaluateAll((all) =>
    all.map((link) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const box of range.getClientRects()) tops.add(Math.round(box.top));
      }
      return `${link.textContent}: ${tops.size}`;
    }),
  );
  expect(lines).toEqual(['Home: 1', 'Invest: 1', 'Connections: 1', 'Challenge: 1', 'Chat: 1']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  // The heading keeps its line; the Shortlist button, as many digits as it gets, stays whole on screen.
  const heading = page.getByRole('heading', { name: 'Investor Feed', level: 1 });
  await expect(heading).toBeVisible();
  expect((await linesOf(heading)).lines).toBe(1);
  const shortlist = (await page.getByRole('button', { name: /^Shortlist \(\d+\)$/ }).boundingBox())!;
  expect(shortlist.x + shortlist.width).toBeLessThanOrEqual(320);
});

test('an MVP’s 2,000-character description stops after 4 lines with Read more at every width, and Read more shows the whole of it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const founder = await browser.newPage();
  await signUpAs(founder, 'Founder', newAccount('describer'));
  const idea = { title: `Long read ${Date.now().toString(36)}`, pitch: 'An MVP whose description runs long.', tags: ['Docs'] };
  await submitIdea(founder, idea);
  await joinChallengeAndOpenMvpForm(founder);
  await founder.getByLabel('GitHub URL').fill('https://github.com/describer/long');
  const sentence = 'Neighbours share tools through lockers that open with a code, and every loan is logged. ';
  const description = `${sentence.repeat(30).slice(0, 1999)}.`;
  await founder.getByLabel('Description').fill(description);
  await founder.getByRole('button', { name: 'Submit MVP' }).last().click();
  await expect(founder.getByText(/^You earned \d+ credits$/)).toBeVisible();

  const investor = await browser.newPage({ viewport: { width: 320, height: 568 } });
  await signUpAs(investor, 'Investor', newAccount('skimmer'));
  await investor.getByPlaceholder('Search ideas or founders...').fill(idea.title);
  const card = investor.getByRole('article', { name: idea.title });
  const text = card.getByText(sentence.slice(0, 40));
  for (const width of [320, 390, 1440]) {
    await investor.setViewportSize({ width, height: 844 });
    await expect(text).toBeVisible();
    expect((await linesOf(text)).lines, `${width} px`).toBeLessThanOrEqual(4);
    expect((await text.boundingBox())!.height, `${width} px`).toBeLessThanOrEqual(4 * 20 + 1);
    await expect(card.getByRole('button', { name: 'Read more' })).toBeVisible();
  }
  await investor.setViewportSize({ width: 320, height: 568 });
  await card.getByRole('button', { name: 'Read more' }).click();
  const whole = investor.getByRole('dialog', { name: idea.title });
  await expect(whole).toContainText(description);
  await investor.keyboard.press('Escape');
  await expect(whole).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Read more' })).toBeFocused();
});

test('on a phone the Founder Profile shows an 80-character name over the sheet’s width, broken only between words, in two lines at most', async ({
  browser,
}) => {
  const founder = await browser.newPage();
  const founderAccount = newLongestNamedAccount('named');
  await signUpAs(founder, 'Founder', founderAccount);
  const idea = { title: `Named ${Date.now().toString(36)}`, pitch: 'An idea by someone with a long name.', tags: ['Names'] };
  await submitIdea(founder, idea);

  const investor = await browser.newPage({ viewport: { width: 320, height: 568 } });
  await signUpAs(investor, 'Investor', newAccount('viewer'));
  await investor.getByPlaceholder('Search ideas or founders...').fill(idea.title);
  await investor.getByRole('article', { name: idea.title }).getByRole('button', { name: 'View Founder' }).click();
  const dialog = investor.getByRole('dialog', { name: founderAccount.name });
  const name = dialog.getByRole('heading', { name: founderAccount.name });
  await expect(name).toBeVisible();
  await expect(name).toHaveAttribute('title', founderAccount.name);
  for (const width of [320, 390]) {
    await investor.setViewportSize({ width, height: 844 });
    const { lines, brokenWords } = await linesOf(name);
    expect(brokenWords, `${width} px`).toEqual([]);
    expect(lines, `${width} px`).toBeLessThanOrEqual(2);
    // The sheet's width less its 20 px padding either side.
    expect((await name.boundingBox())!.width, `${width} px`).toBeGreaterThanOrEqual(width - 2 * 20 - 2);
    // Projects, Credits and Success Rate: their figures level, though "Success Rate" wraps at 320 px.
    const figures = await dialog
      .getByRole('definition')
      .evaluateAll((all) => all.slice(0, 3).map((figure) => Math.round(figure.getBoundingClientRect().top)));
    expect(new Set(figures).size, `${width} px: ${figures.join(', ')}`).toBe(1);
  }
});

test('the Founder Profile keeps a long location beside its pin on a phone, and "Joined" after it, not a pin or a "·" on a line alone', async ({
  browser,
}) => {
  const founder = await browser.newPage();
  await signUpAs(founder, 'Founder', newAccount('placed'));
  const location = `${'Europe/Brussels area, '.repeat(4)}Belgium.`.slice(0, 80);
  const headers = { authorization: `Bearer ${await storedToken(founder)}` };
  expect((await founder.request.put('/api/users/me', { headers, data: { timezone: location } })).ok()).toBe(true);
  const idea = { title: `Placed ${Date.now().toString(36)}`, pitch: 'An idea by someone far away.', tags: ['Places'] };
  await submitIdea(founder, idea);

  const investor = await browser.newPage({ viewport: { width: 320, height: 568 } });
  await signUpAs(investor, 'Investor', newAccount('visitor'));
  await investor.getByPlaceholder('Search ideas or founders...').fill(idea.title);
  await investor.getByRole('article', { name: idea.title }).getByRole('button', { name: 'View Founder' }).click();
  const line = investor.getByRole('dialog').locator('p', { hasText: /^.*Joined/ });
  await expect(line).toContainText(location);
  for (const width of [320, 390]) {
    await investor.setViewportSize({ width, height: 844 });
    const layout = await line.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const pin = element.querySelector('svg')!.getBoundingClientRect();
      const range = document.createRange();
      const text = [...element.childNodes].flatMap((node) => (node.nodeType === Node.TEXT_NODE ? [node] : [...node.childNodes]));
      const first = text.find((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())!;
      range.setStart(first, 0);
      range.setEnd(first, 1);
      const firstLetter = range.getBoundingClientRect();
      const dot = text.find((node) => node.textContent!.includes('·'))!;
      range.setStart(dot, dot.textContent!.indexOf('·'));
      range.setEnd(dot, dot.textContent!.indexOf('·') + 1);
      return {
        pinBesideText: Math.abs(pin.top + pin.height / 2 - (firstLetter.top + firstLetter.height / 2)) < 8,
        dotStartsLine: range.getBoundingClientRect().left < box.left + 4,
      };
    });
    expect(layout, `${width} px`).toEqual({ pinBesideText: true, dotStartsLine: false });
  }
});
