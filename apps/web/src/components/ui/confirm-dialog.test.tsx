import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';

const BODY = "Block Ben? You won't see each other's ideas, messages or profile again, and your conversation will close.";

function renderConfirm(action: () => Promise<unknown>) {
  const onConfirm = vi.fn(action);
  const onClose = vi.fn();
  render(
    <>
      <button type="button">Opener</button>
      <ConfirmDialog title="Block Ben" body={BODY} confirmLabel="Block" onConfirm={onConfirm} onClose={onClose} />
    </>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Block Ben' });
  return { dialog, onConfirm, onClose };
}

describe('ConfirmDialog', () => {
  it('says what will happen, with the focus on Cancel; Cancel closes it and changes nothing', async () => {
    const { dialog, onConfirm, onClose } = renderConfirm(() => Promise.resolve());
    expect(within(dialog).getByText(BODY)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Escape cancels too', async () => {
    const { onConfirm, onClose } = renderConfirm(() => Promise.resolve());
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('runs the action once, however often it is pressed, then closes', async () => {
    let finish: (value: void) => void = () => undefined;
    const { dialog, onConfirm, onClose } = renderConfirm(() => new Promise<void>((resolve) => (finish = resolve)));
    const block = within(dialog).getByRole('button', { name: 'Block' });
    await userEvent.click(block);
    await userEvent.click(block);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows a failure in the dialog and lets the person try again', async () => {
    const { dialog, onConfirm, onClose } = renderConfirm(() => Promise.reject(new Error('User not found')));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('User not found');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
