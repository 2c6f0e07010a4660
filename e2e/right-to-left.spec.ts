import { expect, test, type Locator } from '@playwright/test';
import { bringToTop, newAccount, signUpAs, storedToken, submitIdea } from './fixtures';

/** Where a text's words sit in its element: how far each line ends from its right edge, and whether the first word shows whole. */
function layoutOf(target: Locator) {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const contentRight = box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
    const text = element.firstChild!;
    const whole = document.createRange();
    whole.selectNodeContents(element);
    const firstWord = document.createRange();
    firstWord.setStart(text, 0);
    firstWord.setEnd(text, (text.textContent ?? '').indexOf(' '));
    const word = firstWord.getBoundingClientRect();
    // A line's text may come in several boxes (runs of each direction): a line ends where its rightmost box does.
    const lineEnds = new Map<number, number>();
    for (const part of whole.getClientRects()) {
      const top = Math.round(part.top);
      lineEnds.set(top, Math.max(lineEnds.get(top) ?? -Infinity, part.right));
    }
    return {
      gapsAtRight: [...lineEnds.values()].map((right) => Math.round(contentRight - right)),
      firstWordShows: word.left >= box.left - 1 && word.right <= box.right + 1,
    };
  });
}

/** Where the element's text starts, from the left of the window. */
function textStartOf(target: Locator) {
  return target.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect().left;
  });
}

// People write in Arabic, Hebrew or Persian: their names and ideas read from the right, as they typed them.
test('an Arabic idea and name read right to left on a phone: lines start at the right, a cut name keeps its start', async ({ browser }) => {
  const writer = await browser.newPage({ viewport: { width: 320, height: 640 } });
  const name = 'محمد عبد الرحمن بن عبد العزيز آل سعود الفلسطيني';
  await signUpAs(writer, 'Founder', { ...newAccount('rtl'), name });
  const title = `تبادل السماد في الحي ${Date.now()}`;
  await submitIdea(writer, { title, pitch: 'يقوم الجيران بإسقاط بقايا الطعام في صناديق مشتركة ويكسبون أرصدة.', tags: ['استدامة'] });

  const reader = await browser.newPage({ viewport: { width: 320, height: 640 } });
  await signUpAs(reader, 'Founder', newAccount('reader'));
  await bringToTop(reader, title);
  const card = reader.getByTestId('top-card');
  const heading = await layoutOf(card.getByRole('heading', { level: 2 }));
  expect(
    heading.gapsAtRight.every((gap) => Math.abs(gap) <= 2),
    `the title's lines end ${heading.gapsAtRight.join(', ')} px from the right`,
  ).toBe(true);
  const owner = card.getByText(name, { exact: true });
  expect(await owner.evaluate((element) => element.scrollWidth > element.clientWidth), 'the name is cut on a 320 px card').toBe(true);
  expect((await layoutOf(owner)).firstWordShows, 'the cut name shows its first word').toBe(true);
});

test('an Arabic message reads right to left; its sender’s name stays over the bubble, and the heading beside the back arrow, at the left', async ({
  browser,
}) => {
  const founder = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signUpAs(founder, 'Founder', newAccount('rtl-founder'));
  const founderId = (
    (await (await founder.request.get('/api/users/me', { headers: { authorization: `Bearer ${await storedToken(founder)}` } })).json()) as {
      id: string;
    }
  ).id;
  const investor = await browser.newPage();
  await signUpAs(investor, 'Investor', { ...newAccount('rtl-investor'), name: 'سارة' });
  const headers = { authorization: `Bearer ${await storedToken(investor)}` };
  const investorId = ((await (await investor.request.get('/api/users/me', { headers })).json()) as { id: string }).id;
  const content = 'مرحبا! قرأت فكرتك عن تبادل السماد وأود أن أعرف المزيد عن خطتك للأشهر الستة القادمة وعن الفريق.';
  expect((await investor.request.post('/api/chat/send', { headers, data: { receiverId: founderId, content } })).ok()).toBe(true);

  await founder.goto(`/app/chat?user=${investorId}`);
  const text = founder.getByTestId('message').getByText(content, { exact: true });
  const lines = await layoutOf(text);
  expect(lines.gapsAtRight.length, 'the message takes several lines').toBeGreaterThan(1);
  expect(
    lines.gapsAtRight.every((gap) => Math.abs(gap) <= 2),
    `the message's lines end ${lines.gapsAtRight.join(', ')} px from the right`,
  ).toBe(true);
  const label = founder.getByTestId('sender-name');
  await expect(label).toHaveText('سارة');
  const bubble = await founder.getByTestId('message').boundingBox();
  expect(Math.abs((await textStartOf(label)) - bubble!.x), 'the name starts where the bubble starts').toBeLessThanOrEqual(2);
  // The conversation's heading stays beside the back arrow, as an English name does.
  const heading = founder.getByRole('heading', { level: 1, name: 'سارة' });
  const headingBox = await heading.boundingBox();
  expect(Math.abs((await textStartOf(heading)) - headingBox!.x), 'the heading starts at its left').toBeLessThanOrEqual(2);
});
