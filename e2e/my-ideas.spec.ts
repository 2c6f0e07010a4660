import { expect, test } from '@playwright/test';
import { bringToTop, expectNoSideScroll, linesOf, maximalIdea, newAccount, newLongestNamedAccount, signUpAs, submitIdea } from './fixtures';

test('a founder edits and deletes ideas from My ideas, and likes back from Likes you to match', async ({ browser }) => {
  const ada = await browser.newPage();
  const ben = await browser.newPage();
  const adaAccount = newAccount('ada');
  const benAccount = newAccount('ben');
  const stamp = Date.now().toString(36);
  const kept = maximalIdea(`Kept ${stamp}`);
  const edited = maximalIdea(`Edited ${stamp}`).title;
  const doomed = { title: `Doomed ${stamp}`, pitch: 'An idea its founder deletes again.', tags: ['Gone'] };
  const benIdea = { title: `Ben likes back ${stamp}`, pitch: 'Grocery runs shared between neighbours.', tags: ['Community'] };

  await signUpAs(ada, 'Founder', adaAccount);
  await submitIdea(ada, kept);
  await submitIdea(ada, doomed);
  await signUpAs(ben, 'Founder', benAccount);
  await submitIdea(ben, benIdea);

  // My ideas, from Home: both ideas with their likes; the longest one is edited, the other deleted.
  await ada.goto('/app');
  await ada.getByRole('link', { name: 'My ideas' }).click();
  await expect(ada).toHaveURL(/\/app\/my-ideas$/);
  const keptItem = ada.getByRole('listitem', { name: kept.title });
  await expect(keptItem.getByText('0 likes', { exact: true })).toBeVisible();
  await keptItem.getByRole('button', { name: `Edit ${kept.title}` }).click();
  await ada.getByLabel('Idea title').fill(doomed.title.toUpperCase());
  await ada.getByRole('button', { name: 'Save changes' }).click();
  // Said under the title, which is marked and takes the keyboard's focus.
  await expect(ada.getByLabel('Idea title')).toHaveAccessibleDescription('You already have an idea with this title');
  await expect(ada.getByLabel('Idea title')).toHaveAttribute('aria-invalid', 'true');
  await expect(ada.getByLabel('Idea title')).toBeFocused();
  await ada.getByLabel('Idea title').fill(edited);
  await ada.getByRole('button', { name: 'Save changes' }).click();
  await expect(ada.getByRole('listitem', { name: edited })).toBeVisible();

  await ada.getByRole('button', { name: `Delete ${doomed.title}` }).click();
  await ada.getByRole('alertdialog').getByRole('button', { name: 'Delete idea' }).click();
  await expect(ada.getByRole('listitem', { name: doomed.title })).toHaveCount(0);
  await expect(ada.getByRole('list', { name: 'My ideas' }).locator(':scope > li')).toHaveCount(1);
  await expectNoSideScroll(ada);

  // Another founder's deck shows the edited idea, and they like it (→ key).
  await ben.goto('/app/swipe');
  await bringToTop(ben, edited);
  await expect(ben.getByTestId('top-card')).toContainText(kept.pitch);
  await ben.keyboard.press('ArrowRight');
  await expect(ben.getByTestId('top-card').getByRole('heading', { name: edited })).toHaveCount(0);

  // Likes you: Ben, for the edited idea; his profile and idea; a like back matches as the deck would.
  await ada.reload();
  await expect(ada.getByRole('listitem', { name: edited }).getByText('1 like', { exact: true })).toBeVisible();
  await ada.getByRole('link', { name: 'Likes you' }).click();
  const row = ada.getByRole('list', { name: 'Likes you' }).getByRole('link');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(benAccount.name);
  await expect(row).toContainText(`Liked ${edited}`);
  await row.click();
  await expect(ada.getByRole('heading', { name: benAccount.name, level: 1 })).toBeVisible();
  await ada.getByRole('button', { name: `Like ${benIdea.title}` }).click();
  await expect(ada.getByText(`It's a match with ${benAccount.name}!`)).toBeVisible();
  const modal = ada.getByRole('dialog', { name: "It's a Match!" });
  await expect(modal).toContainText(benIdea.title);
  await expect(modal.getByRole('link', { name: 'Start Chat' })).toHaveAttribute('href', /\/app\/chat\?match=[0-9a-f-]{36}$/);
  await expect(ben.getByText('New match!')).toBeVisible();
  await expect(ben.getByText(`${adaAccount.name} liked your idea too`)).toBeVisible();
  await modal.getByRole('button', { name: 'Continue Swiping' }).click();
  await expect(ada.getByRole('listitem', { name: benIdea.title }).getByText('Liked')).toBeVisible();

  await ada.goto('/app/matches');
  await expect(ada.getByRole('list', { name: 'Matches' }).getByText(benAccount.name)).toBeVisible();
  await ada.goto('/app/likes-you');
  await expect(ada.getByText('No new likes yet')).toBeVisible();

  // The smallest phone: nothing scrolls sideways and the controls stay on screen.
  await ada.setViewportSize({ width: 320, height: 568 });
  await expectNoSideScroll(ada);
  await ada.goto('/app/my-ideas');
  const editButton = ada.getByRole('button', { name: `Edit ${edited}` });
  await editButton.scrollIntoViewIfNeeded();
  await expect(editButton).toBeInViewport({ ratio: 1 });
  const box = (await editButton.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  await expectNoSideScroll(ada);
  // The 120-character title takes the card’s width (six lines at most; beside the count it took nine), the count under it.
  const item = ada.getByRole('listitem', { name: edited });
  const title = (await item.getByText(edited, { exact: true }).boundingBox())!;
  const likes = (await item.getByText('1 like', { exact: true }).boundingBox())!;
  const inside = await item.evaluate((li) => {
    const { left, right } = li.getBoundingClientRect();
    const style = getComputedStyle(li);
    return right - left - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - parseFloat(style.borderLeftWidth) * 2;
  });
  expect(title.width).toBeGreaterThanOrEqual(inside - 1);
  expect(likes.y).toBeGreaterThanOrEqual(title.y + title.height);
  expect((await linesOf(item.getByText(edited, { exact: true }))).lines).toBeLessThanOrEqual(6);
  await editButton.click();
  await expect(ada.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await expectNoSideScroll(ada);
});

test('a liker with an 80-character name: their page gives the name the whole width on a phone, broken only between words', async ({
  browser,
  page,
}) => {
  const idea = { title: `Liked idea ${Date.now().toString(36)}`, pitch: 'An idea someone with a long name likes.', tags: ['AI'] };
  await signUpAs(page, 'Founder', newAccount('liked'));
  await submitIdea(page, idea);
  const liker = await browser.newPage();
  const account = newLongestNamedAccount('liker');
  await signUpAs(liker, 'Founder', account);
  // Likes you lists founders with an idea to like back.
  await submitIdea(liker, { title: `Liker idea ${Date.now().toString(36)}`, pitch: 'An idea to like back.', tags: ['AI'] });
  await bringToTop(liker, idea.title);
  await liker.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(liker.getByTestId('top-card').getByRole('heading', { name: idea.title })).toHaveCount(0);
  await liker.close();

  await page.goto('/app/likes-you');
  await page.getByRole('link', { name: new RegExp(account.name.slice(0, 20)) }).click();
  const name = page.getByRole('heading', { name: account.name, level: 1 });
  for (const width of [320, 390, 1440]) {
    await page.setViewportSize({ width, height: 844 });
    expect((await linesOf(name)).brokenWords, `${width} px`).toEqual([]);
    await expectNoSideScroll(page);
  }
  // On phones the name has the row to itself, as on one's own profile: the page's width less its 16 px padding either side.
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 });
    expect((await name.boundingBox())!.width, `${width} px`).toBeGreaterThanOrEqual(width - 2 * 16 - 1);
  }
});
