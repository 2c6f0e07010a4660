import { expect, test, type Page } from '@playwright/test';
import { matchedFounders } from './fixtures';

const messages = (page: Page) => page.getByRole('list', { name: 'Messages' }).getByTestId('message');

test('matched founders chat in real time: send, ticks, typing, read, meeting invite, toast and bell', async ({ browser }) => {
  const { ada, ben, adaAccount, benAccount, matchIdea } = await matchedFounders(browser);

  // Ben starts the chat from the match modal.
  await ben.getByRole('dialog').getByRole('link', { name: 'Start Chat' }).click();
  await expect(ben).toHaveURL(/\/app\/chat\?match=/);
  await expect(ben.getByRole('heading', { name: adaAccount.name })).toBeVisible();

  // Ada is elsewhere in the app: the bell counts and a toast shows. The toast comes only over her socket,
  // so Ben writes once the server has accepted it (Socket.IO's CONNECT answer, "40{...}").
  const adaConnected = new Promise<void>((resolve) => {
    ada.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => String(payload).startsWith('40') && resolve()));
  });
  await ada.goto('/app');
  await adaConnected;
  const input = ben.getByRole('textbox', { name: 'Message' });
  await input.fill('Hi Ada! <b>bold?</b>');
  await input.press('Shift+Enter');
  await input.pressSequentially('second line');
  await input.press('Enter');
  await expect(ada.getByText(`New message from ${benAccount.name}`)).toBeVisible();
  await expect(messages(ben).last()).toContainText('Hi Ada! <b>bold?</b>');
  await expect(messages(ben).last().getByLabel('Delivered')).toBeVisible();
  await expect(ada.getByTestId('bell-badge')).toHaveText('1');

  // Blank never sends.
  await input.fill('   ');
  await input.press('Enter');
  await expect(messages(ben)).toHaveCount(1);

  // A reload keeps the server's unread count; the bell resets and opens the chat.
  await ada.reload();
  await expect(ada.getByTestId('bell-badge')).toHaveText('1');
  await ada.getByRole('button', { name: /Notifications/ }).click();
  await expect(ada).toHaveURL(/\/app\/chat$/);
  await expect(ada.getByTestId('bell-badge')).toHaveCount(0);
  const row = ada.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(benAccount.name) });
  await expect(row.getByLabel('1 unread')).toBeVisible();
  await row.click();

  // Opening the conversation reads it: Ben's tick turns double. The text is shown as text.
  await expect(messages(ada).first()).toContainText('Hi Ada! <b>bold?</b>');
  await expect(ada.locator('b', { hasText: 'bold?' })).toHaveCount(0);
  await expect(messages(ben).last().getByLabel('Read')).toBeVisible();

  // Typing shows on the other side and stops a second after the last key.
  await ada.getByRole('textbox', { name: 'Message' }).pressSequentially('Hel');
  await expect(ben.getByText(`${adaAccount.name} is typing…`)).toBeVisible();
  await expect(ben.getByText(`${adaAccount.name} is typing…`)).toHaveCount(0, { timeout: 4000 });
  await ada.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(messages(ben).last()).toContainText('Hel');

  // A meeting invite with the calendar link.
  await ben.getByRole('button', { name: 'Schedule meeting' }).click();
  const dialog = ben.getByRole('dialog', { name: 'Schedule a meeting' });
  await expect(dialog.getByLabel('Title')).toHaveValue(`Discuss: ${matchIdea}`);
  await expect(dialog.getByLabel('Duration')).toHaveValue('30');
  await dialog.getByLabel('Title').fill('');
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(dialog.getByText('Meeting title is required')).toBeVisible();
  await dialog.getByLabel('Title').fill('Kick-off call');
  await dialog.getByLabel('Duration').selectOption('45');
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  const invite = messages(ada).last();
  await expect(invite).toContainText('Meeting invite');
  await expect(invite).toContainText('Kick-off call');
  const link = invite.getByRole('link', { name: 'Add to Google Calendar' });
  const href = new URL((await link.getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe('https://calendar.google.com/calendar/render');
  expect(href.searchParams.get('text')).toBe('Kick-off call');
  expect(href.searchParams.get('add')).toContain(adaAccount.email);
});

test('a failed send takes the message back and puts the text in the input', async ({ browser }) => {
  const { ben } = await matchedFounders(browser);
  await ben.getByRole('dialog').getByRole('link', { name: 'Start Chat' }).click();
  await ben.route('**/api/chat/send', (route) => route.fulfill({ status: 403, json: { error: 'You cannot message this person.' } }));
  const input = ben.getByRole('textbox', { name: 'Message' });
  await input.fill('This will fail');
  await input.press('Enter');
  await expect(ben.getByRole('alert')).toHaveText('You cannot message this person.');
  await expect(input).toHaveValue('This will fail');
  await expect(messages(ben)).toHaveCount(0);
});

test('a message that arrives while the socket is not yet connected is counted on the bell once it connects', async ({ browser }) => {
  const { ada, ben, adaAccount } = await matchedFounders(browser);
  await ben.getByRole('dialog').getByRole('link', { name: 'Start Chat' }).click();
  await expect(ben.getByRole('heading', { name: adaAccount.name })).toBeVisible();

  // Ada's socket is held before it reaches the server, as on a slow start or while her phone has no signal.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await ada.routeWebSocket(/\/socket\.io\//, async (socket) => {
    await released;
    socket.connectToServer();
  });
  const unreadCounts = () => ada.waitForResponse((response) => new URL(response.url()).pathname === '/api/chat/unread-count');
  const firstCount = unreadCounts();
  await ada.goto('/app');
  await firstCount;
  const input = ben.getByRole('textbox', { name: 'Message' });
  await input.fill('Sent before your socket was up');
  await input.press('Enter');
  await expect(messages(ben).last().getByLabel('Delivered')).toBeVisible();
  await expect(ada.getByTestId('bell-badge')).toHaveCount(0);

  release();
  await expect(ada.getByTestId('bell-badge')).toHaveText('1');
});
