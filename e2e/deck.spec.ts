import { expect, test, type Page } from '@playwright/test';
import { bringToTop, expectNoSideScroll, maximalIdea, newAccount, signUpAs, submitIdea } from './fixtures';

const shots = process.env.E2E_SCREENSHOTS;

async function expectTappable(page: Page, name: string | RegExp) {
  const box = (await page.getByRole('button', { name }).boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
}

const SMALL = { width: 320, height: 568 };
const PHONE = { width: 390, height: 844 };

test('the deck at 320 and 390 px: a filter of chosen tags (remembered), its empty state, and undoing a pass', async ({ browser }) => {
  const mark = `m${Date.now().toString(36)}`;
  const idea = maximalIdea(mark);
  const plain = { title: `Plain idea ${mark}`, pitch: 'An idea that none of the chosen tags describe.', tags: ['Other'] };
  const owner = await browser.newPage({ viewport: SMALL });
  await signUpAs(owner, 'Founder', newAccount('owner'));
  await submitIdea(owner, idea);
  await submitIdea(owner, plain);

  const me = await browser.newPage({ viewport: SMALL });
  await signUpAs(me, 'Founder', newAccount('viewer'));
  const top = me.getByTestId('top-card');
  await expect(top).toBeVisible();
  await expectTappable(me, 'Filter: All');

  await me.getByRole('button', { name: 'Filter: All' }).click();
  const panel = me.getByRole('form', { name: 'Deck filter' });
  await panel.getByRole('radio', { name: 'Chosen tags' }).check();
  for (const tag of idea.tags) {
    await panel.getByLabel('Tags', { exact: true }).fill(tag);
    await me.keyboard.press('Enter');
  }
  await expect(panel.getByRole('list', { name: 'Added tags' }).getByRole('listitem')).toHaveCount(10);
  await expectNoSideScroll(me);
  if (shots) await me.screenshot({ path: `${shots}/deck-filter-panel-${SMALL.width}.png`, fullPage: true });
  await panel.getByRole('button', { name: 'Apply' }).click();

  const filterButton = me.getByRole('button', { name: `Filter: ${idea.tags.join(', ')}` });
  await expect(filterButton).toBeVisible();
  await expect(top.getByText(idea.title)).toBeVisible();
  await expectNoSideScroll(me);
  if (shots) await me.screenshot({ path: `${shots}/deck-filtered-${SMALL.width}.png`, fullPage: true });

  // The only idea with these tags is passed: the filter leaves nothing, and the pass can be undone.
  await me.keyboard.press('ArrowLeft');
  await expect(me.getByRole('heading', { name: 'No ideas match your filter' })).toBeVisible();
  await expect(me.getByText('No more ideas!')).toHaveCount(0);
  await expectTappable(me, 'Undo');
  await expectNoSideScroll(me);
  if (shots) await me.screenshot({ path: `${shots}/deck-filter-empty-${SMALL.width}.png`, fullPage: true });
  await me.getByRole('button', { name: 'Undo' }).click();
  await expect(top.getByText(idea.title)).toBeVisible();
  await expect(me.getByRole('button', { name: 'Undo' })).toHaveCount(0);

  // The filter is kept on the server: a reload (or another device) has it. From here on, 390 px.
  await me.setViewportSize(PHONE);
  await me.reload();
  await expect(filterButton).toBeVisible();
  await expect(top.getByText(idea.title)).toBeVisible();

  // Undo is offered for 5 s only.
  await me.keyboard.press('ArrowLeft');
  await expect(me.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(me.getByRole('button', { name: 'Undo' })).toHaveCount(0, { timeout: 8000 });

  await expect(me.getByRole('heading', { name: 'No ideas match your filter' })).toBeVisible();
  await expectNoSideScroll(me);
  if (shots) await me.screenshot({ path: `${shots}/deck-filter-empty-${PHONE.width}.png`, fullPage: true });
  await me.getByRole('button', { name: 'Show all ideas' }).click();
  await expect(me.getByRole('button', { name: 'Filter: All' })).toBeVisible();
  await bringToTop(me, plain.title);
  await owner.close();
  await me.close();
});
