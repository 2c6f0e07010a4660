import { expect, type Browser, type Locator, type Page } from '@playwright/test';

export type Account = { email: string; name: string };

let counter = 0;
/** A fresh account per test, so tests never depend on each other's users. */
export function newAccount(prefix: string): Account {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return { email: `${prefix}-${id}@example.com`, name: `${prefix[0]!.toUpperCase()}${prefix.slice(1)} Tester` };
}

/** Fills the local issuer's account chooser the way a person does. */
export async function chooseAccount(page: Page, account: Account): Promise<void> {
  await expect(page).toHaveTitle('Choose an account');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Name').fill(account.name);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * From the landing page (or `from`, a share link's /join?ref=…): Get Started, a role, and the sign-in popup.
 * Ends on /app/swipe (founders) or /app/investor.
 */
export async function signUpAs(page: Page, role: 'Founder' | 'Investor', account: Account, from = '/'): Promise<void> {
  await page.goto(from);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Your Path' })).toBeVisible();
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: role === 'Founder' ? /I'm a Founder/ : /I'm an Investor/ }).click();
  const popup = await popupPromise;
  // Listen before Continue: the popup may close before a later listener would be attached.
  const closed = popup.waitForEvent('close');
  await chooseAccount(popup, account);
  await closed;
  await expect(page).toHaveURL(role === 'Founder' ? /\/app\/swipe$/ : /\/app\/investor$/);
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('authToken'));
}

/** Submits an idea from /app/submit-idea and waits for the deck the form returns to. */
export async function submitIdea(page: Page, idea: { title: string; pitch: string; tags: string[] }): Promise<void> {
  await page.goto('/app/submit-idea');
  await page.getByLabel('Idea title').fill(idea.title);
  await page.getByLabel('One-sentence pitch').fill(idea.pitch);
  for (const tag of idea.tags) {
    await page.getByLabel('Tags', { exact: true }).fill(tag);
    await page.keyboard.press('Enter');
  }
  await page.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(page.getByText('Idea submitted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/swipe$/);
}

/** Joins the current challenge, moves the server's test clock past the 30 minutes' wait and opens the MVP form. */
export async function joinChallengeAndOpenMvpForm(page: Page): Promise<void> {
  await page.goto('/app/challenge');
  await page.getByRole('button', { name: 'Join Challenge' }).click();
  await expect(page.getByText('Wait 30m')).toBeVisible();
  expect((await page.request.post('/api/test/clock', { data: { minutes: 31 } })).ok()).toBe(true);
  await page.reload();
  await page.getByRole('button', { name: 'Submit MVP' }).first().click();
}

/**
 * Passes on the ideas ahead of the one with this title until it is on top of this founder's deck, as
 * pressing ← on each card would, but through the API: by the end of a run the deck holds every idea
 * earlier tests planted, and passing them one card at a time took most of each two-person journey. The
 * deck's own gestures and buttons are tested in the deck, cards and matching specs.
 */
export async function bringToTop(page: Page, title: string): Promise<void> {
  const headers = { authorization: `Bearer ${await storedToken(page)}` };
  for (let round = 0; round < 20; round += 1) {
    const deck = await page.request.get('/api/ideas/deck?limit=20', { headers });
    expect(deck.ok()).toBe(true);
    const ideas = (await deck.json()) as { id: string; title: string }[];
    const at = ideas.findIndex((idea) => idea.title === title);
    for (const idea of at === -1 ? ideas : ideas.slice(0, at)) {
      const swipe = await page.request.post('/api/ideas/swipe', { headers, data: { ideaId: idea.id, direction: 'LEFT' } });
      expect(swipe.ok()).toBe(true);
    }
    if (at !== -1 || ideas.length === 0) break;
  }
  await page.reload();
  await expect(page.getByTestId('top-card').getByRole('heading', { level: 2 })).toHaveText(title);
}

/**
 * Passes on this founder's deck through the API, as bringToTop does, until at most `keep` ideas are left in
 * it; returns the titles of every idea the deck served on the way, and how many are left. An idea served
 * again after its pass fails the test.
 */
export async function passDeckDownTo(page: Page, keep: number): Promise<{ served: string[]; left: number }> {
  const headers = { authorization: `Bearer ${await storedToken(page)}` };
  const served = new Set<string>();
  const passed = new Set<string>();
  for (;;) {
    const deck = await page.request.get('/api/ideas/deck?limit=20', { headers });
    expect(deck.ok()).toBe(true);
    const ideas = (await deck.json()) as { id: string; title: string }[];
    for (const idea of ideas) {
      expect(passed.has(idea.id), `${idea.title} served again after its pass`).toBe(false);
      served.add(idea.title);
    }
    if (ideas.length <= keep) return { served: [...served], left: ideas.length };
    for (const idea of ideas.slice(0, ideas.length - keep)) {
      const swipe = await page.request.post('/api/ideas/swipe', { headers, data: { ideaId: idea.id, direction: 'LEFT' } });
      expect(swipe.ok()).toBe(true);
      passed.add(idea.id);
    }
  }
}

/** Whether a tap at the centre of `target` lands on it where it is now, not on something drawn over it. */
export function isUncovered(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return top !== null && element.contains(top);
  });
}

/** Two founders who have just matched; returns their pages, names and the match's idea title. */
export async function matchedFounders(browser: Browser) {
  // A context each (what browser.newPage makes), opened explicitly so tools that need the context (axe) work.
  const ada = await (await browser.newContext()).newPage();
  const ben = await (await browser.newContext()).newPage();
  const adaAccount = newAccount('ada');
  const benAccount = newAccount('ben');
  const adaIdea = { title: `Ada idea ${Date.now()}`, pitch: 'A marketplace for second-hand lab equipment.', tags: ['Science'] };
  const benIdea = { title: `Ben idea ${Date.now()}`, pitch: 'Voice notes that turn into meeting minutes.', tags: ['AI'] };
  await signUpAs(ada, 'Founder', adaAccount);
  await submitIdea(ada, adaIdea);
  await signUpAs(ben, 'Founder', benAccount);
  await submitIdea(ben, benIdea);
  await ada.reload();
  await bringToTop(ada, benIdea.title);
  await ada.getByRole('button', { name: 'Like' }).click();
  await expect(ada.getByTestId('top-card').getByRole('heading', { name: benIdea.title })).toHaveCount(0);
  await ben.reload();
  await bringToTop(ben, adaIdea.title);
  await ben.getByRole('button', { name: 'Like' }).click();
  // The match exists once Ben is told: a caller that closed his page or read Ada's matches sooner raced the swipe.
  await expect(ben.getByRole('dialog', { name: "It's a Match!" })).toBeVisible();
  return { ada, ben, adaAccount, benAccount, matchIdea: adaIdea.title };
}

/** The profile wizard's four steps, so the profile (and its settings) show. */
export async function completeProfile(page: Page, name: string): Promise<void> {
  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Title').fill('Partner');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Skills', { exact: true }).fill('Diligence');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Interests', { exact: true }).fill('AI');
  await page.keyboard.press('Enter');
  await page.getByLabel('Looking for', { exact: true }).fill('Founders');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Next' }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

/** An account whose name is as long as people's names get (to check that nothing overflows). */
export function newLongNamedAccount(prefix: string): Account {
  const { email } = newAccount(prefix);
  return { email, name: `Maximiliana Alexandrina Konstantinopoulou-Vandenberghe ${email.slice(prefix.length + 1, prefix.length + 6)}` };
}

const exactly = (text: string, length: number) => `${text.repeat(Math.ceil(length / text.length)).slice(0, length - 1)}.`;

/** An idea at every limit: a 120-character title, a 280-character pitch, 10 tags of 30 characters, all carrying `mark`. */
export function maximalIdea(mark: string): { title: string; pitch: string; tags: string[] } {
  return {
    title: exactly(`${mark} Neighbourhood compost exchange that pays credits `, 120),
    pitch: exactly(
      'Neighbours drop food scraps at shared bins, earn credits for every kilo and spend them at local farms and cafés. ',
      280,
    ),
    tags: Array.from({ length: 10 }, (_, i) => exactly(`${i}${mark}-sustainability-circular-`, 30)),
  };
}

/** Fails when the page scrolls sideways (a layout wider than the viewport). */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** An account whose name has the 80 characters packages/shared allows (users.ts), in words a layout may wrap. */
export function newLongestNamedAccount(prefix: string): Account {
  const { email } = newAccount(prefix);
  const mark = email.slice(prefix.length + 1, prefix.length + 6);
  return { email, name: `Maximiliana Alexandrina Konstantinopoulou-Vandenberghe ${mark} Fontaine-Montgomery`.slice(0, 80) };
}

/**
 * What a reader sees of a text: the lines it shows (distinct tops of its text inside the element's box,
 * so lines cut off by a clamp don't count) and the words cut across two lines (a word ends at a space or
 * after a hyphen).
 */
export function linesOf(target: Locator): Promise<{ lines: number; brokenWords: string[] }> {
  return target.evaluate((element) => {
    const shown = element.getBoundingClientRect();
    const tops = new Set<number>();
    const brokenWords: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      for (const word of (node.textContent ?? '').matchAll(/[^\s-]+-?/g)) {
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const wordTops = new Set<number>();
        for (const box of range.getClientRects()) {
          if (box.width === 0) continue;
          wordTops.add(Math.round(box.top));
          if (box.top >= shown.top - 1 && box.bottom <= shown.bottom + 1) tops.add(Math.round(box.top));
        }
        if (wordTops.size > 1) brokenWords.push(word[0]);
      }
    }
    return { lines: tops.size, brokenWords };
  });
}
