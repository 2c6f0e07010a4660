import { expect, test, type Browser, type Page } from '@playwright/test';
import { newAccount, signUpAs, storedToken } from './fixtures';

/** Plants an idea through the API (the form has its own specs) and returns its id. */
async function plantIdea(page: Page, title: string): Promise<string> {
  const headers = { authorization: `Bearer ${await storedToken(page)}` };
  const answer = await page.request.post('/api/ideas/submit', {
    headers,
    data: { title, pitch: 'A pitch long enough to be planted.', tags: ['Tabs'] },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { idea: { id: string } }).idea.id;
}

async function like(page: Page, ideaId: string) {
  const headers = { authorization: `Bearer ${await storedToken(page)}` };
  expect((await page.request.post('/api/ideas/swipe', { headers, data: { ideaId, direction: 'RIGHT' } })).ok()).toBe(true);
}

/** Ada and Ben, two founders in browsers of their own, each with an idea; Ada waits on an empty Chat screen. */
async function twoFoundersOnChat(browser: Browser) {
  const ada = await (await browser.newContext()).newPage();
  const ben = await (await browser.newContext()).newPage();
  const benAccount = newAccount('ben');
  await signUpAs(ada, 'Founder', newAccount('ada'));
  await signUpAs(ben, 'Founder', benAccount);
  const adaIdea = await plantIdea(ada, `Ada tabs idea ${Date.now()}`);
  const benIdea = await plantIdea(ben, `Ben tabs idea ${Date.now()}`);
  await ada.goto('/app/chat');
  await expect(ada.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
  return { ada, ben, benName: benAccount.name, adaIdea, benIdea };
}

test('a match made elsewhere shows in the open Chat screen at once, not "No conversations yet" beside its toast', async ({ browser }) => {
  const { ada, ben, benName, adaIdea, benIdea } = await twoFoundersOnChat(browser);
  await like(ada, benIdea);
  await like(ben, adaIdea);

  await expect(ada.getByRole('status').filter({ hasText: 'New match!' })).toBeVisible();
  await expect(ada.getByRole('main').getByText(benName)).toBeVisible();
  await expect(ada.getByRole('heading', { name: 'No conversations yet' })).toHaveCount(0);
});

test("a match made in another tab shows in the swiper's open Chat screen too, with no toast: the deck there had the moment", async ({
  browser,
}) => {
  const { ada, ben, benName, adaIdea, benIdea } = await twoFoundersOnChat(browser);
  await like(ben, adaIdea);
  // Ada's like, from another tab of hers: same session, not this page.
  await like(ada, benIdea);

  await expect(ada.getByRole('main').getByText(benName)).toBeVisible();
  await expect(ada.getByRole('heading', { name: 'No conversations yet' })).toHaveCount(0);
  await expect(ada.getByRole('status').filter({ hasText: 'New match!' })).toHaveCount(0);
});
