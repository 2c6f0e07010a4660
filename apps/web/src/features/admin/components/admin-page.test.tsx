import { beforeEach, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { AdminReasonBodySchema, AdminReportListSchema, REASON_REQUIRED, type AdminReport } from '@seedmatch/shared/admin';
import { SuccessSchema } from '@seedmatch/shared/success';
import { renderRoutes, signedOutAuth } from '../../../testing/render';
import { bodyOf, json } from '../../../testing/respond';
import { server } from '../../../testing/server';
import { aUser } from '../../../testing/users';
import { AdminPage } from './admin-page';

const person = (id: string, name: string) => ({ id, name, email: `${id}@example.com`, role: 'FOUNDER' as const, suspendedAt: null });

const messageReport: AdminReport = {
  id: 'r1',
  createdAt: '2026-11-20T10:00:00.000Z',
  reason: 'harassment',
  details: 'Keeps insulting me',
  status: 'open',
  resolvedAt: null,
  resolution: null,
  reporter: person('u-ann', 'Ann Reporter'),
  reported: person('u-bob', 'Bob Reported'),
  context: {
    kind: 'message',
    content: 'You are useless',
    current: 'You are useless',
    conversation: [
      { id: 'm1', from: 'reporter', content: 'How is the MVP going?', createdAt: '2026-11-20T09:58:00.000Z', isReported: false },
      { id: 'm2', from: 'reported', content: 'You are useless', createdAt: '2026-11-20T09:59:00.000Z', isReported: true },
    ],
  },
};

function renderConsole(isAdmin: boolean, path = '/admin') {
  window.localStorage.setItem('authToken', 'token-123');
  return renderRoutes([{ path: '/admin/*', element: <AdminPage /> }], {
    path,
    auth: signedOutAuth({ status: 'signed-in', user: aUser({ isAdmin }) }),
  });
}

let reports: AdminReport[];
beforeEach(() => {
  reports = [messageReport];
  server.use(http.get('/api/admin/reports', () => json(AdminReportListSchema, reports)));
});

it('tells someone who is not an admin that the console is for admins only', async () => {
  renderConsole(false);
  expect(await screen.findByRole('heading', { name: 'Admins only.' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Reports' })).toBeNull();
});

it('shows a reported message among its conversation, with who reported whom', async () => {
  renderConsole(true);
  const card = await screen.findByRole('article', { name: 'Message report: Harassment' });
  expect(card.textContent).toContain('Ann Reporter reported Bob Reported on ');
  const lines = within(card)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(lines).toEqual(['ReporterHow is the MVP going?', 'Reported person · reported messageYou are useless']);
  expect(within(card).getByRole('link', { name: 'Bob Reported' }).getAttribute('href')).toBe('/admin/users/u-bob');
});

it('dismisses a report only with a reason, which it sends', async () => {
  const sent: unknown[] = [];
  server.use(
    http.post('/api/admin/reports/r1/dismiss', async ({ request }) => {
      sent.push(await bodyOf(request, AdminReasonBodySchema));
      reports = [];
      return json(SuccessSchema, { success: true });
    }),
  );
  renderConsole(true);
  await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
  const dialog = screen.getByRole('dialog', { name: 'Dismiss this report?' });
  const confirm = within(dialog).getByRole('button', { name: 'Dismiss' });
  expect(within(dialog).getByText(REASON_REQUIRED)).toBeTruthy();
  expect((confirm as HTMLButtonElement).disabled).toBe(true);
  await userEvent.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'Banter between friends');
  await userEvent.click(confirm);
  expect(await screen.findByRole('heading', { name: 'No open reports' })).toBeTruthy();
  expect(sent).toEqual([{ reason: 'Banter between friends' }]);
  expect(screen.queryByRole('dialog')).toBeNull();
});

it("says a section that does not exist is not there, under the console's own sections, instead of showing nothing", async () => {
  renderConsole(true, '/admin/people');
  expect(await screen.findByRole('heading', { name: 'Section not found' })).toBeTruthy();
  expect(screen.getByText('The admin console has no page at this address. Choose one of its sections above.')).toBeTruthy();
  expect(
    within(screen.getByRole('navigation', { name: 'Admin console' }))
      .getByRole('link', { name: 'People' })
      .getAttribute('href'),
  ).toBe('/admin/users');
});
