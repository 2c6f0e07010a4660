import { expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEETING_START_MESSAGE } from '@seedmatch/shared/chat';
import { MeetingDialog } from './meeting-dialog';

const pad = (n: number) => String(n).padStart(2, '0');
const day = (offsetDays: number) => {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

function renderDialog() {
  const onSend = vi.fn(() => Promise.resolve());
  render(<MeetingDialog defaultTitle="Discuss: Seed Bank" attendees={[]} onSend={onSend} onClose={() => undefined} />);
  return onSend;
}

it('says a meeting cannot start in the past or years away, and sends nothing', async () => {
  const onSend = renderDialog();
  expect(screen.getByLabelText('Date').getAttribute('min')).toBe(day(0));
  for (const date of [day(-1), day(3 * 365)]) {
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: date } });
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(screen.getByRole('alert').textContent).toBe(MEETING_START_MESSAGE);
  }
  expect(onSend).not.toHaveBeenCalled();
});

it('sends a meeting on a day to come', async () => {
  const onSend = renderDialog();
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: day(2) } });
  await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
  expect(onSend).toHaveBeenCalledWith(
    'Meeting: Discuss: Seed Bank',
    expect.objectContaining({ title: 'Discuss: Seed Bank', durationMinutes: 30 }),
  );
});
