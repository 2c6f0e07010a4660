import { expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MailSettingsSchema, UpdateMailSettingsBodySchema, type MailSettings } from '@seedmatch/shared/mail';
import { renderAt, signedOutAuth } from '../../../testing/render';
import { apiError, bodyOf, json } from '../../../testing/respond';
import { server } from '../../../testing/server';
import { aUser } from '../../../testing/users';
import { MailSettingsForm } from './mail-settings';

function renderForm() {
  window.localStorage.setItem('authToken', 'token-123');
  renderAt(<MailSettingsForm />, { path: '/app/profile', auth: signedOutAuth({ status: 'signed-in', user: aUser() }) });
}

it('turns match e-mails off and on, saving each change', async () => {
  let stored: MailSettings = { matches: true, messages: true, intros: true, challenge: false, referrals: false };
  const sent: unknown[] = [];
  server.use(
    http.get('/api/users/me/mail', () => json(MailSettingsSchema, stored)),
    http.put('/api/users/me/mail', async ({ request }) => {
      const change = await bodyOf(request, UpdateMailSettingsBodySchema);
      sent.push(change);
      stored = { ...stored, ...change };
      return json(MailSettingsSchema, stored);
    }),
  );
  renderForm();
  const matches = await screen.findByRole('checkbox', { name: /New matches/ });
  expect((matches as HTMLInputElement).checked).toBe(true);
  await userEvent.click(matches);
  expect((matches as HTMLInputElement).checked).toBe(false);
  await userEvent.click(matches);
  await screen.findByRole('checkbox', { name: /New matches/, checked: true });
  expect(sent).toEqual([{ matches: false }, { matches: true }]);
});

it('offers challenge reminders and referrals, off until turned on', async () => {
  renderForm();
  const challenge = (await screen.findByRole('checkbox', { name: /Challenge reminders/ })) as HTMLInputElement;
  const referrals = screen.getByRole('checkbox', { name: /Referrals/ }) as HTMLInputElement;
  expect([challenge.checked, referrals.checked]).toEqual([false, false]);
  expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true, false, false]);
});

it('puts the switch back and says so when the change is not saved', async () => {
  server.use(http.put('/api/users/me/mail', () => apiError(503, 'Service unavailable')));
  renderForm();
  const matches = await screen.findByRole('checkbox', { name: /New matches/ });
  await userEvent.click(matches);
  expect((await screen.findByRole('alert')).textContent).toBe('That change was not saved. Try again.');
  expect((matches as HTMLInputElement).checked).toBe(true);
});

it('shows the new state the moment the switch is flipped, before the server answers', async () => {
  server.use(http.put('/api/users/me/mail', () => new Promise<Response>(() => undefined)));
  renderForm();
  const matches = (await screen.findByRole('checkbox', { name: /New matches/ })) as HTMLInputElement;
  fireEvent.click(matches);
  expect(matches.checked).toBe(false);
});
