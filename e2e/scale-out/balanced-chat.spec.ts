import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { bringToTop, newAccount, signUpAs, submitIdea } from '../fixtures';
import { INSTANCE_NAMES, startBalancedStack, type BalancedStack } from './balanced-stack';

let stack: BalancedStack | undefined;
test.beforeAll(async () => {
  stack = await startBalancedStack();
});
test.afterAll(async () => {
  await stack?.stop();
});

/** One person's browser, with what it saw: which instance answered its API calls and held its socket. */
type Founder = {
  context: BrowserContext;
  page: Page;
  apiInstances: Set<string>;
  socketInstances: Set<string>;
  transports: Set<string>;
};

async function openBrowser(browser: Browser, url: string, options: { webSocketBlocked: boolean }): Promise<Founder> {
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  const founder: Founder = { context, page, apiInstances: new Set(), socketInstances: new Set(), transports: new Set() };
  page.on('response', (response) => {
    const { pathname, searchParams } = new URL(response.url());
    const instance = response.headers()['x-instance'];
    if (!instance) return;
    if (pathname.startsWith('/api/')) founder.apiInstances.add(instance);
    if (pathname.startsWith('/socket.io/')) {
      founder.socketInstances.add(instance);
      founder.transports.add(searchParams.get('transport') ?? '');
    }
  });
  // A WebSocket's upgrade answer is only visible through the DevTools protocol.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.webSocketHandshakeResponseReceived', ({ response }) => {
    const header = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'x-instance');
    if (header) founder.socketInstances.add(header[1]);
    founder.transports.add('websocket');
  });
  // As on a network that lets no WebSocket through: the connection fails, the socket must fall back to polling.
  if (options.webSocketBlocked) {
    await context.addInitScript(() => {
      window.WebSocket = new Proxy(window.WebSocket, {
        construct: (target, args: [string | URL, ...unknown[]]) =>
          Reflect.construct(target, [String(args[0]).replace(/^wss?:\/\/[^/]+/, 'wss://127.0.0.1:1'), ...args.slice(1)]),
      });
    });
  }
  return founder;
}

/** Which instance this browser's socket lands on: the balancer pins it by the browser's cookie. */
async function pinnedInstance(context: BrowserContext): Promise<string> {
  const handshake = await context.request.get('/socket.io/?EIO=4&transport=polling');
  expect(handshake.status()).toBe(200);
  return handshake.headers()['x-instance'] ?? '';
}

test('behind nginx, two founders sign in, match and chat in real time while both instances serve them', async ({ browser, request }) => {
  const url = stack!.url;
  const toHttps = await request.get(`${stack!.httpUrl}/app/chat`, { maxRedirects: 0 });
  expect(toHttps.status()).toBe(301);
  expect(toHttps.headers().location).toBe(`${url}/app/chat`);

  const ada = await openBrowser(browser, url, { webSocketBlocked: false });
  const ben = await openBrowser(browser, url, { webSocketBlocked: true });
  // Each browser gets its own cookie from nginx; Ben's is drawn again until his socket lives on the other
  // instance than Ada's, so what one socket sends the other (typing) has to cross through Redis.
  const adaInstance = await pinnedInstance(ada.context);
  let benInstance = await pinnedInstance(ben.context);
  for (let tries = 0; benInstance === adaInstance && tries < 30; tries += 1) {
    await ben.context.clearCookies();
    benInstance = await pinnedInstance(ben.context);
  }
  expect([adaInstance, benInstance].sort()).toEqual([...INSTANCE_NAMES]);

  // Sign-in on the built-in issuer runs through the balancer, its steps pinned to one instance.
  const adaAccount = newAccount('ada');
  const benAccount = newAccount('ben');
  const adaIdea = { title: `Balanced Ada ${Date.now()}`, pitch: 'Spare parts for bicycles, shared by neighbours.', tags: ['Mobility'] };
  const benIdea = { title: `Balanced Ben ${Date.now()}`, pitch: 'Menus that translate themselves for tourists.', tags: ['Travel'] };
  await signUpAs(ada.page, 'Founder', adaAccount);
  await submitIdea(ada.page, adaIdea);
  await signUpAs(ben.page, 'Founder', benAccount);
  await submitIdea(ben.page, benIdea);

  await ada.page.reload();
  await bringToTop(ada.page, benIdea.title);
  await ada.page.getByRole('button', { name: 'Like' }).click();
  await expect(ada.page.getByTestId('top-card').getByRole('heading', { name: benIdea.title })).toHaveCount(0);
  await ada.page.goto('/app');
  await ben.page.reload();
  await bringToTop(ben.page, adaIdea.title);
  await ben.page.getByRole('button', { name: 'Like' }).click();
  await expect(ben.page.getByText(`It's a match with ${adaAccount.name}!`)).toBeVisible();

  // Ben writes from his chat; Ada, elsewhere in the app, is told at once.
  await ben.page.getByRole('dialog').getByRole('link', { name: 'Start Chat' }).click();
  const benInput = ben.page.getByRole('textbox', { name: 'Message' });
  await benInput.fill('Hi Ada, from behind the balancer');
  await benInput.press('Enter');
  await expect(ada.page.getByText(`New message from ${benAccount.name}`)).toBeVisible();

  // Ada opens the conversation: Ben sees her typing, then her answer, as it happens.
  await ada.page.getByRole('button', { name: /Notifications/ }).click();
  await ada.page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(benAccount.name) })
    .click();
  const messages = (page: Page) => page.getByRole('list', { name: 'Messages' }).getByTestId('message');
  await expect(messages(ada.page).first()).toContainText('Hi Ada, from behind the balancer');
  await expect(messages(ben.page).last().getByLabel('Read')).toBeVisible();
  const adaInput = ada.page.getByRole('textbox', { name: 'Message' });
  await adaInput.pressSequentially('Hello Ben');
  await expect(ben.page.getByText(`${adaAccount.name} is typing…`)).toBeVisible();
  await adaInput.press('Enter');
  await expect(messages(ben.page).last()).toContainText('Hello Ben');

  // Ada's socket is a WebSocket on her instance; Ben's fell back to polling, every request on his.
  expect([...ada.transports]).toEqual(['websocket']);
  expect([...ada.socketInstances]).toEqual([adaInstance]);
  expect([...ben.transports]).toEqual(['polling']);
  expect([...ben.socketInstances]).toEqual([benInstance]);
  // Their API calls are shared out between both instances.
  expect([...ada.apiInstances].sort()).toEqual([...INSTANCE_NAMES]);
  expect([...ben.apiInstances].sort()).toEqual([...INSTANCE_NAMES]);
  await ada.context.close();
  await ben.context.close();
});
