import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_MAX } from '@seedmatch/shared/chat';
import { MessageInput } from './message-input';

function renderInput() {
  render(<MessageInput draftKey="room-1" onSend={vi.fn(async () => undefined)} onInput={vi.fn()} disabled={false} />);
  return screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
}

/** What a screen reader has been told politely so far about the draft's length. */
const announced = () => document.querySelector('[aria-live="polite"]')?.textContent ?? '';

describe('MessageInput length', () => {
  it('counts characters only near the limit, and tells a screen reader once typing pauses', async () => {
    expect(MESSAGE_MAX).toBe(4000);
    const input = renderInput();
    await userEvent.click(input);
    await userEvent.paste('a'.repeat(3000));
    expect(screen.queryByText(/\/4,000$/)).toBeNull();

    await userEvent.paste('b'.repeat(949));
    expect(screen.getByText('3,949/4,000')).toBeTruthy();
    await userEvent.type(input, 'c');
    expect(screen.getByText('3,950/4,000')).toBeTruthy();
    // Not on every key: nothing is said while the keys keep coming, then the count once.
    expect(announced()).toBe('');
    await waitFor(() => expect(announced()).toBe('50 characters left'), { timeout: 2500 });

    await userEvent.paste('d'.repeat(100));
    expect(input.value).toHaveLength(MESSAGE_MAX);
    expect(screen.getByText('4,000/4,000')).toBeTruthy();
    await waitFor(() => expect(announced()).toBe('No characters left'), { timeout: 2500 });

    await userEvent.clear(input);
    expect(screen.queryByText(/\/4,000$/)).toBeNull();
  });
});

describe('MessageInput draft', () => {
  const renderFor = (draftKey: string, onSend = vi.fn(async () => undefined)) => {
    const view = render(<MessageInput draftKey={draftKey} onSend={onSend} onInput={vi.fn()} disabled={false} />);
    return { ...view, input: screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' }) };
  };

  it('keeps what was typed, not sent, for its conversation when the person leaves it and comes back, or the page reloads', async () => {
    const first = renderFor('room-1');
    await userEvent.type(first.input, 'Half a thought');
    first.unmount();

    const other = renderFor('room-2');
    expect(other.input.value).toBe('');
    other.unmount();

    const again = renderFor('room-1');
    expect(again.input.value).toBe('Half a thought');
    await userEvent.type(again.input, ', finished{Enter}');
    again.unmount();
    expect(renderFor('room-1').input.value).toBe('');
  });

  it('opens with the words it was given (an intro) unless the person already typed their own there: a reload keeps their edit', async () => {
    const intro = 'Hi Ada, I came across Compost on SeedMatch.';
    const renderWithIntro = () => {
      const view = render(
        <MessageInput draftKey="person-7" draft={intro} onSend={vi.fn(async () => undefined)} onInput={vi.fn()} disabled={false} />,
      );
      return { ...view, input: screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' }) };
    };
    const first = renderWithIntro();
    expect(first.input.value).toBe(intro);
    await userEvent.type(first.input, ' Coffee?');
    first.unmount();

    expect(renderWithIntro().input.value).toBe(`${intro} Coffee?`);
  });
});
