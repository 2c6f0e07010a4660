import { expect, test } from '@playwright/test';
import { DECK_BATCH_SIZE } from '@seedmatch/shared/constants';
import { bringToTop, newAccount, passDeckDownTo, signUpAs, submitIdea } from './fixtures';

test('two founders like each other: the second sees the match, the first is told in real time', async ({ browser }) => {
  const first = await browser.newPage();
  const second = await browser.newPage({ storageState: undefined });
  const firstAccount = newAccount('first');
  const secondAccount = newAccount('second');
  const firstIdea = {
    title: `Compost Club ${Date.now()}`,
    pitch: 'Neighbours share one composter and earn credits for every bag.',
    tags: ['Climate', 'Community'],
  };
  const secondIdea = {
    title: `Ledger Lite ${Date.now()}`,
    pitch: 'Bookkeeping for market stalls that runs on a cheap phone.',
    tags: ['Fintech'],
  };

  await signUpAs(first, 'Founder', firstAccount);
  await submitIdea(first, firstIdea);
  await signUpAs(second, 'Founder', secondAccount);
  await submitIdea(second, secondIdea);

  // The first founder likes the second's idea by dragging the card more than 100 px to the right.
  await first.reload();
  await bringToTop(first, secondIdea.title);
  const card = first.getByTestId('top-card');
  const box = (await card.boundingBox())!;
  await first.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await first.mouse.down();
  await first.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2, { steps: 5 });
  await first.mouse.move(box.x + box.width / 2 + 160, box.y + box.height / 2, { steps: 5 });
  await first.mouse.up();
  await expect(first.getByTestId('top-card').getByRole('heading', { name: secondIdea.title })).toHaveCount(0);
  await expect(first.getByRole('dialog')).toHaveCount(0);

  // The second founder likes back with the Like button: the match banner, then the modal.
  await second.reload();
  await bringToTop(second, firstIdea.title);
  await second.getByRole('button', { name: 'Like' }).click();
  await expect(second.getByText(`It's a match with ${firstAccount.name}!`)).toBeVisible();
  const modal = second.getByRole('dialog', { name: "It's a Match!" });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(firstIdea.title);
  await expect(modal.getByRole('link', { name: 'Start Chat' })).toHaveAttribute('href', /\/app\/chat\?match=[0-9a-f-]{36}$/);

  // The first founder learns of it in real time, without reloading.
  await expect(first.getByText('New match!')).toBeVisible();
  await expect(first.getByText(`${secondAccount.name} liked your idea too`)).toBeVisible();

  await modal.getByRole('button', { name: 'Continue Swiping' }).click();
  await expect(second.getByRole('dialog')).toHaveCount(0);

  for (const [page, partner] of [
    [first, secondAccount.name],
    [second, firstAccount.name],
  ] as const) {
    await page.goto('/app/matches');
    const list = page.getByRole('list', { name: 'Matches' });
    await expect(list.getByText(partner)).toBeVisible();
    await expect(list.getByText(firstIdea.title)).toBeVisible();
    await expect(page.getByRole('link', { name: `Chat with ${partner}` })).toHaveAttribute('href', /\/app\/chat\?room=[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: `View ${partner}` }).click();
    const profile = page.getByRole('dialog', { name: partner });
    await expect(profile.getByRole('list', { name: `Ideas of ${partner}` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(profile).toHaveCount(0);
  }

  await second.goto('/app');
  await expect(second.getByText('Matches', { exact: true }).locator('..').getByText('1')).toBeVisible();
});

test('the idea form shows the spec messages and the deck never offers my own idea', async ({ page }) => {
  await signUpAs(page, 'Founder', newAccount('former'));
  await page.goto('/app/submit-idea');
  await page.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(page.getByText('Idea title is required')).toBeVisible();
  await expect(page.getByText('Pitch is required')).toBeVisible();
  await page.getByLabel('Idea title').fill('ab');
  await page.getByLabel('One-sentence pitch').fill('short');
  await page.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(page.getByText('Title must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Pitch must be at least 10 characters')).toBeVisible();

  const title = `Only mine ${Date.now()}`;
  await submitIdea(page, { title, pitch: 'An idea nobody but me should see in my deck.', tags: ['Solo'] });
  // The deck holds every idea the run's earlier specs planted (a whole run on one server: dozens). All but the
  // last few are passed through the API; those go by keyboard, more than a batch so the deck fetches again.
  const { served, left } = await passDeckDownTo(page, DECK_BATCH_SIZE + 3);
  expect(served).not.toContain(title);
  await page.reload();
  for (let i = 0; i <= left && !(await page.getByText('No more ideas!').isVisible()); i += 1) {
    await expect(page.getByTestId('top-card').getByRole('heading', { name: title })).toHaveCount(0);
    await page.keyboard.press('ArrowLeft');
    await page.waitForTimeout(350);
  }
  await expect(page.getByText('No more ideas!')).toBeVisible();
});

test('opening the deck directly asks for its first cards before anything else, and only once', async ({ browser, page }) => {
  const other = await browser.newPage();
  const title = `First card ${Date.now()}`;
  await signUpAs(other, 'Founder', newAccount('early'));
  await submitIdea(other, { title, pitch: 'An idea waiting at the top of a fresh deck.', tags: ['Early'] });
  await signUpAs(page, 'Founder', newAccount('opener'));
  await page.goto('about:blank');

  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiCalls.push(`${pathname}${search}`);
  });
  await page.goto('/app/swipe');
  await expect(page.getByTestId('top-card')).toBeVisible();
  expect(apiCalls[0]).toBe('/api/ideas/deck?limit=5');
  expect(apiCalls.filter((call) => call === '/api/ideas/deck?limit=5')).toHaveLength(1);
});
