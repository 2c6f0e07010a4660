import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './dialog';
import { Menu } from './menu';

function renderMenu() {
  const report = vi.fn();
  const block = vi.fn();
  render(
    <div>
      <p>Outside the menu</p>
      <Menu
        label="Conversation options"
        items={[
          { label: 'Report Ben', onSelect: report },
          { label: 'Unmatch', onSelect: vi.fn(), isDestructive: true },
          { label: 'Block Ben', onSelect: block, isDestructive: true },
        ]}
      />
    </div>,
  );
  return { button: screen.getByRole('button', { name: 'Conversation options' }), report, block };
}

const focusedName = () => document.activeElement?.textContent ?? document.activeElement?.getAttribute('aria-label');

describe('Menu', () => {
  it('is a closed menu button until opened', () => {
    const { button } = renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens from the keyboard; arrows wrap, Home and End jump, Enter chooses once and focus goes back to the button', async () => {
    const { button, report, block } = renderMenu();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu', { name: 'Conversation options' })).toBeTruthy();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Report Ben', 'Unmatch', 'Block Ben']);
    expect(focusedName()).toBe('Report Ben');
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedName()).toBe('Unmatch');
    await userEvent.keyboard('{End}');
    expect(focusedName()).toBe('Block Ben');
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedName()).toBe('Report Ben');
    await userEvent.keyboard('{ArrowUp}');
    expect(focusedName()).toBe('Block Ben');
    await userEvent.keyboard('{Home}');
    expect(focusedName()).toBe('Report Ben');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(block).toHaveBeenCalledTimes(1);
    expect(report).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('opens with Enter, Space or a click on the first item, with ↑ on the last', async () => {
    const { button } = renderMenu();
    button.focus();
    for (const key of ['{Enter}', ' ']) {
      await userEvent.keyboard(key);
      expect(focusedName()).toBe('Report Ben');
      await userEvent.keyboard('{Escape}');
    }
    await userEvent.keyboard('{ArrowUp}');
    expect(focusedName()).toBe('Block Ben');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(button);
    expect(focusedName()).toBe('Report Ben');
    await userEvent.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on Escape without choosing, and gives focus back to the button', async () => {
    const { button, report, block } = renderMenu();
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(report).not.toHaveBeenCalled();
    expect(block).not.toHaveBeenCalled();
  });

  it('closes on a click outside, without choosing, and gives focus back to the button', async () => {
    const { button, report, block } = renderMenu();
    await userEvent.click(button);
    await userEvent.click(screen.getByText('Outside the menu'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(report).not.toHaveBeenCalled();
    expect(block).not.toHaveBeenCalled();
  });

  it('inside a dialog, Escape closes the menu and leaves the dialog open', async () => {
    const closeDialog = vi.fn();
    render(
      <Dialog labelId="title" onClose={closeDialog}>
        <h2 id="title">Founder</h2>
        <Menu label="Options for Ada" items={[{ label: 'Report Ada', onSelect: vi.fn() }]} />
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Options for Ada' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Report Ada' }));
    await userEvent.click(screen.getByRole('button', { name: 'Options for Ada' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(closeDialog).not.toHaveBeenCalled();
  });
});
