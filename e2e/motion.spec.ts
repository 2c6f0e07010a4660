import { expect, test, type Browser, type Page } from '@playwright/test';
import { bringToTop, maximalIdea, newAccount, newLongNamedAccount, signUpAs, submitIdea } from './fixtures';

const shots = process.env.E2E_SCREENSHOTS;

/**
 * What ran on the page while `act` ran and for `ms` after, sampled every frame: one line per animation or
 * transition ("transition translate on under-card"), each named once.
 */
async function runningDuring(page: Page, act: () => Promise<void>, ms = 1000): Promise<string[]> {
  const seen = page.evaluate(
    (ms) =>
      new Promise<string[]>((resolve) => {
        const found = new Set<string>();
        const until = performance.now() + ms;
        const sample = () => {
          for (const animation of document.getAnimations()) {
            if (animation.playState !== 'running') continue;
            const target = (animation.effect as KeyframeEffect | null)?.target;
            const on = target?.getAttribute('data-testid') ?? target?.tagName.toLowerCase() ?? 'nothing';
            const what =
              animation instanceof CSSTransition
                ? `transition ${animation.transitionProperty}`
                : animation instanceof CSSAnimation
                  ? `animation ${animation.animationName}`
                  : 'animation';
            found.add(`${what} on ${on}`);
          }
          if (performance.now() < until) requestAnimationFrame(sample);
          else resolve([...found]);
        };
        sample();
      }),
    ms,
  );
  await act();
  return seen;
}

/** An owner plants `ideas`; a new founder signs up on `page` and has the first of them on top of the deck. */
async function deckOf(browser: Browser, ideas: { title: string; pitch: string; tags: string[] }[], page: Page): Promise<void> {
  const owner = await browser.newPage();
  await signUpAs(owner, 'Founder', newLongNamedAccount('owner'));
  // The newer of two equally liked ideas comes first in a deck: plant them last first.
  for (const idea of [...ideas].reverse()) await submitIdea(owner, idea);
  await owner.close();
  await signUpAs(page, 'Founder', newAccount('swiper'));
  await bringToTop(page, ideas[0]!.title);
}

const topHeading = (page: Page) => page.getByTestId('top-card').getByRole('heading', { level: 2 });

test('with reduced motion nothing pulses on the landing page and a swipe moves the deck on without animating', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  expect(await runningDuring(page, async () => undefined, 300)).toEqual([]);

  const mark = Date.now().toString(36);
  const ideas = [1, 2, 3].map((n) => ({ title: `Still ${n} ${mark}`, pitch: 'A card that never flies.', tags: ['Motion'] }));
  await deckOf(browser, ideas, page);
  expect(await runningDuring(page, () => page.getByRole('button', { name: 'Pass' }).click())).toEqual([]);
  await expect(topHeading(page)).toHaveText(ideas[1]!.title);
  expect(await runningDuring(page, () => page.keyboard.press('ArrowRight'))).toEqual([]);
  await expect(topHeading(page)).toHaveText(ideas[2]!.title);
  await context.close();
});

/** The card under the top one: hidden from assistive technology, on screen, narrower, its lower edge showing below the top card and above the buttons. */
async function expectWaitingUnder(page: Page, title: string) {
  const under = page.locator('[aria-hidden="true"][inert]').filter({ hasText: title });
  await expect(under).toBeVisible();
  const { width, height } = page.viewportSize()!;
  const box = (await under.boundingBox())!;
  const top = (await page.getByTestId('top-card').boundingBox())!;
  const pass = (await page.getByRole('button', { name: 'Pass' }).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
  expect(box.width).toBeLessThan(top.width);
  expect(box.y + box.height, 'its edge shows below the top card').toBeGreaterThanOrEqual(top.y + top.height + 6);
  expect(box.y + box.height, 'above Pass and Like').toBeLessThanOrEqual(pass.y);
  // Behind: a tap on its middle lands on the top card.
  const middle = await under.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return document
      .elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
      ?.closest('[data-testid]')
      ?.getAttribute('data-testid');
  });
  expect(middle).toBe('top-card');
}

/** Holds the top card dragged `dx` px sideways (less than a swipe); `release` lets it go. */
async function holdDragged(page: Page, dx: number) {
  const box = (await page.getByTestId('top-card').boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + dx, y, { steps: 6 });
  return () => page.mouse.up();
}

test('the next card waits under the top one and rises into place as the top card flies out (320, 390 and 1440 px)', async ({ browser }) => {
  test.slow();
  const mark = `n${Date.now().toString(36)}`;
  const ideas = ['A', 'B', 'C', 'D'].map((letter) => maximalIdea(`${mark}${letter}`));
  const page = await browser.newPage({ viewport: { width: 320, height: 568 } });
  await deckOf(browser, ideas, page);

  for (const [index, viewport] of [
    { width: 320, height: 568 },
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ].entries()) {
    await page.setViewportSize(viewport);
    await expect(topHeading(page)).toHaveText(ideas[index]!.title);
    await expectWaitingUnder(page, ideas[index + 1]!.title);
    if (shots) await page.screenshot({ path: `${shots}/deck-rest-${viewport.width}.png` });
    const release = await holdDragged(page, -80);
    if (shots) await page.screenshot({ path: `${shots}/deck-dragged-${viewport.width}.png` });
    await release();
    const ran = await runningDuring(page, async () => {
      await page.keyboard.press('ArrowLeft');
      if (shots) await page.screenshot({ path: `${shots}/deck-flying-${viewport.width}.png` });
    });
    expect(ran).toContain('transition transform on top-card');
    expect(
      ran.some((line) => /^transition (translate|scale) on under-card$/.test(line)),
      ran.join(', '),
    ).toBe(true);
    await expect(topHeading(page)).toHaveText(ideas[index + 1]!.title);
  }
  await page.close();
});
