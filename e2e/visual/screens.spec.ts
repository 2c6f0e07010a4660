import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUpAs, storedToken, type Account } from '../fixtures';

/**
 * The main screens as people see them, at a phone's and a desktop's width, in the light and the dark theme,
 * against the committed screenshots. The server is this config's own, with an empty data folder: the
 * same three founders, ideas and conversation every run. What changes by itself (message times, dates,
 * the challenge countdown, referral codes) is masked.
 */
test.describe.configure({ mode: 'serial' });

const ADA: Account = { email: 'ada@visual.test', name: 'Ada Lovelace' };
const BEN: Account = { email: 'ben@visual.test', name: 'Ben Okafor' };
const CLEO: Account = { email: 'cleo@visual.test', name: 'Cleo Park' };
const IVY: Account = { email: 'ivy@visual.test', name: 'Ivy Chen' };

type Api = { page: Page; token: string };
let visitor: Page;
let ada: Api;
let ivy: Api;
let roomPath = '';

async function person(browser: Browser, role: 'Founder' | 'Investor', account: Account): Promise<Api> {
  const page = await (await browser.newContext()).newPage();
  await signUpAs(page, role, account);
  return { page, token: (await storedToken(page))! };
}

async function call({ page, token }: Api, method: 'post' | 'put', url: string, data: object) {
  const response = await page.request[method](url, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

async function profile(api: Api, name: string, title: string, skills: string[], bio: string) {
  await call(api, 'put', '/api/users/me', {
    name,
    bio,
    skills,
    preferences: { title, interests: ['AI', 'Climate'], lookingFor: ['Technical co-founder'], isComplete: true },
  });
}

async function idea(api: Api, title: string, pitch: string, tags: string[]): Promise<string> {
  return ((await call(api, 'post', '/api/ideas/submit', { title, pitch, tags })) as { idea: { id: string } }).idea.id;
}

test.beforeAll(async ({ browser }) => {
  visitor = await (await browser.newContext()).newPage();
  ada = await person(browser, 'Founder', ADA);
  const ben = await person(browser, 'Founder', BEN);
  const cleo = await person(browser, 'Founder', CLEO);
  ivy = await person(browser, 'Investor', IVY);
  await profile(ada, ADA.name, 'Engineer', ['TypeScript', 'Machine learning'], 'Ten years of building data tools.');
  await profile(ben, BEN.name, 'Designer', ['Product design', 'Research'], 'Designs calm software for busy people.');
  await profile(cleo, CLEO.name, 'Operator', ['Sales', 'Operations'], 'Scaled two marketplaces from zero.');
  const adaIdea = await idea(ada, 'Lab Swap', 'A marketplace for second-hand lab equipment.', ['Science', 'Marketplace']);
  const benIdea = await idea(ben, 'Minutes', 'Voice notes that turn into meeting minutes.', ['AI', 'Productivity']);
  await idea(cleo, 'Grid Sense', 'Forecasts that tell small solar farms when to sell power.', ['Climate', 'AI', 'Energy']);
  await call(ada, 'post', '/api/ideas/swipe', { ideaId: benIdea, direction: 'RIGHT' });
  await call(ben, 'post', '/api/ideas/swipe', { ideaId: adaIdea, direction: 'RIGHT' });
  const rooms = (await (await ada.page.request.get('/api/chat/rooms', { headers: { Authorization: `Bearer ${ada.token}` } })).json()) as {
    id: string;
  }[];
  const roomId = rooms[0]!.id;
  roomPath = `/app/chat?room=${roomId}`;
  const lines: [Api, string][] = [
    [ben, 'Hi Ada! Lab Swap sounds great. Who buys first, labs or resellers?'],
    [ada, 'Labs. University procurement is slow, so we start with startups.'],
    [ben, 'Makes sense. Shall we talk on Thursday?'],
  ];
  for (const [index, [from, content]] of lines.entries()) {
    await call(from, 'post', '/api/chat/send', { chatRoomId: roomId, content, clientId: `visual-${index}` });
  }
});

/** Opens a screen and waits until its heading shows and nothing is loading. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/** Dates written out ("Nov 24", "Matched Nov 24") change with the day the run happens on. */
const DATE = /^(Matched )?(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}$/;

const masks = (page: Page) => [page.locator('time'), page.getByText(DATE), page.getByText(/SEED-[A-Z0-9-]+/), page.getByRole('timer')];

const founderScreens = () => [
  ['swipe', '/app/swipe'],
  ['matches', '/app/matches'],
  ['chat', roomPath],
  ['home', '/app'],
  ['profile', '/app/profile'],
];

for (const width of [390, 1440]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`the main screens at ${width} px, ${scheme}`, async () => {
      const height = width === 390 ? 844 : 900;
      for (const page of [visitor, ada.page, ivy.page]) {
        await page.setViewportSize({ width, height });
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      }
      await open(visitor, '/');
      await expect(visitor).toHaveScreenshot(`landing-${width}-${scheme}.png`);
      for (const [name, path] of founderScreens()) {
        await open(ada.page, path!);
        await expect(ada.page).toHaveScreenshot(`${name}-${width}-${scheme}.png`, { mask: masks(ada.page) });
      }
      await open(ivy.page, '/app/investor');
      await expect(ivy.page).toHaveScreenshot(`investor-${width}-${scheme}.png`, { mask: masks(ivy.page) });
    });
  }
}
