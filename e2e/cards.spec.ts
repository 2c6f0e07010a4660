import { expect, test, type Locator, type Page } from '@playwright/test';
import { bringToTop, completeProfile, isUncovered, maximalIdea, newAccount, newLongNamedAccount, signUpAs, submitIdea } from './fixtures';

/** The button is inside the viewport and what a tap at its centre lands on (no tag, tab bar or card over it). */
async function expectTappable(page: Page, name: 'Pass' | 'Like') {
  const button = page.getByRole('button', { name, exact: true });
  const { width, height } = page.viewportSize()!;
  const box = (await button.boundingBox())!;
  expect(box.x, name).toBeGreaterThanOrEqual(0);
  expect(box.y, name).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, name).toBeLessThanOrEqual(width);
  expect(box.y + box.height, name).toBeLessThanOrEqual(height);
  expect(await isUncovered(button), `${name} is not covered`).toBe(true);
}

/** The widest the page gets (scrollWidth) while `act` runs and for a second after: the fly-out lasts 300 ms. */
async function widestDuring(page: Page, act: () => Promise<void>): Promise<number> {
  const widest = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let max = 0;
        const until = performance.now() + 2500;
        const sample = () => {
          max = Math.max(max, document.documentElement.scrollWidth, document.body.scrollWidth);
          if (performance.now() < until) requestAnimationFrame(sample);
          else resolve(max);
        };
        sample();
      }),
  );
  await act();
  return widest;
}

async function dragRight(page: Page) {
  const box = (await page.getByTestId('top-card').boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 80, y, { steps: 5 });
  await page.mouse.move(box.x + box.width / 2 + 160, y, { steps: 5 });
  await page.mouse.up();
}

test('cards at the limits fit a phone: Pass and Like stay tappable, Read more and the owner sheet open, nothing scrolls sideways', async ({
  browser,
}) => {
  const owner = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const reader = await browser.newPage({ viewport: { width: 320, height: 568 } });
  const ownerAccount = newLongNamedAccount('owner');
  const label = `Cards ${Date.now().toString(36)}`;
  const first = maximalIdea(`${label} A`);
  const second = maximalIdea(`${label} B`);
  const readerIdea = { title: `Reader idea ${label}`, pitch: 'Short pitches still read well on a card.', tags: ['Cards'] };

  await signUpAs(owner, 'Founder', ownerAccount);
  await completeProfile(owner, ownerAccount.name);
  // The newer of two equally liked ideas comes first in a deck: `first` is met at 320 px, `second` after it.
  await submitIdea(owner, second);
  await submitIdea(owner, first);
  await signUpAs(reader, 'Founder', newAccount('reader'));
  await submitIdea(reader, readerIdea);
  // The owner likes the reader's idea first, so the reader's like below makes a match and its banner.
  await owner.goto('/app/swipe');
  await bringToTop(owner, readerIdea.title);
  await owner.getByRole('button', { name: 'Like' }).click();
  await expect(owner.getByTestId('top-card').getByRole('heading', { name: readerIdea.title })).toHaveCount(0);

  await reader.goto('/app/swipe');
  await bringToTop(reader, first.title);
  const card = reader.getByTestId('top-card');
  await expectTappable(reader, 'Pass');
  await expectTappable(reader, 'Like');
  // As many tags as fit the line (at least one), then "+N" for the rest of the ten.
  const shownTags = (await card.getByRole('list', { name: 'Tags' }).getByRole('listitem').count()) - 1;
  expect(shownTags).toBeGreaterThanOrEqual(1);
  await expect(card.getByText(`+${10 - shownTags}`, { exact: true })).toBeVisible();
  await expect(card.getByText('Startup', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: new RegExp(ownerAccount.name) })).toContainText('Partner · Diligence');

  await card.getByRole('button', { name: 'Read more' }).click();
  const whole = reader.getByRole('dialog', { name: first.title });
  await expect(whole).toBeVisible();
  await expect(whole).toContainText(first.pitch);
  await expect(whole.getByRole('listitem')).toHaveCount(10);
  await reader.keyboard.press('Escape');
  await expect(whole).toHaveCount(0);
  await expect(card.getByRole('heading', { name: first.title })).toBeVisible();

  await card.getByRole('button', { name: new RegExp(ownerAccount.name) }).click();
  const profile = reader.getByRole('dialog', { name: ownerAccount.name });
  await expect(profile).toBeVisible();
  await expect(profile).toContainText('Looking for');
  await expect(profile).toContainText('Founders');
  await profile.getByRole('button', { name: 'Close' }).click();
  await expect(profile).toHaveCount(0);

  // A right swipe flies the card out without widening the page; the match banner is centred.
  expect(await widestDuring(reader, () => dragRight(reader))).toBe(320);
  const banner = reader.getByText(`It's a match with ${ownerAccount.name}!`);
  await expect(banner).toBeVisible();
  const bannerBox = (await banner.boundingBox())!;
  expect(Math.abs(bannerBox.x - (320 - bannerBox.x - bannerBox.width))).toBeLessThanOrEqual(1);
  await reader.getByRole('dialog', { name: "It's a Match!" }).getByRole('button', { name: 'Continue Swiping' }).click();
  expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBe(320);

  await reader.setViewportSize({ width: 390, height: 844 });
  await bringToTop(reader, second.title);
  await expectTappable(reader, 'Pass');
  await expectTappable(reader, 'Like');
  await reader.getByTestId('top-card').getByRole('button', { name: 'Read more' }).click();
  await expect(reader.getByRole('dialog', { name: second.title })).toContainText(second.pitch);
  await reader.keyboard.press('Escape');
  expect(await widestDuring(reader, () => dragRight(reader))).toBe(390);
  await expect(reader.getByTestId('top-card').getByRole('heading', { name: second.title })).toHaveCount(0);
  expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
});

test('the deck takes the height the window leaves: down to the tab bar on a phone, to the bottom on a wide screen; a short phone scrolls rather than crush it', async ({
  browser,
}) => {
  const owner = await browser.newPage();
  const idea = { title: `Fill ${Date.now().toString(36)}`, pitch: 'A card that takes the room the window leaves.', tags: ['Layout'] };
  await signUpAs(owner, 'Founder', newAccount('fill-owner'));
  await submitIdea(owner, idea);
  await owner.close();
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signUpAs(page, 'Founder', newAccount('fill'));
  await bringToTop(page, idea.title);
  const card = page.getByTestId('top-card');
  const like = page.getByRole('button', { name: 'Like', exact: true });
  const bottomOf = async (locator: Locator) => {
    const box = (await locator.boundingBox())!;
    return box.y + box.height;
  };
  // Under the demo notice and the header, the card, Pass and Like and the hint end the page's padding (12 px) above the tab bar.
  for (const [width, height] of [
    [390, 844],
    [390, 700],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(card).toBeVisible();
    await expect(page.getByText('Demo sign-in:')).toBeVisible();
    const tabBarTop = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!.y;
    const hint = page.getByText('Drag the card, tap the buttons');
    const end = (await hint.isVisible()) ? await bottomOf(hint) : await bottomOf(like);
    expect(tabBarTop - end, `${width}x${height}`).toBeGreaterThanOrEqual(11);
    expect(tabBarTop - end, `${width}x${height}`).toBeLessThanOrEqual(13);
    expect((await card.boundingBox())!.height, `${width}x${height}: the card takes the room`).toBeGreaterThan(height * 0.4);
  }
  // A wide window: down to the window's bottom, less the padding.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect.poll(async () => 900 - (await bottomOf(like))).toBeGreaterThanOrEqual(11);
  expect(900 - (await bottomOf(like))).toBeLessThanOrEqual(13);
  // Too short for 21rem: the stage keeps it, and the page scrolls to Pass and Like.
  await page.setViewportSize({ width: 320, height: 480 });
  await expect.poll(async () => (await page.evaluate(() => document.documentElement.scrollHeight)) > 480).toBe(true);
  await like.scrollIntoViewIfNeeded();
  await expectTappable(page, 'Like');
  await page.close();
});
