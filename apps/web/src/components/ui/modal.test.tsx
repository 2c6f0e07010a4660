import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './dialog';
import { Sheet } from './sheet';

/** A page with a button opening "Outer", which holds a field and a button opening "Inner" over it. */
function Page() {
  const [isOuterOpen, setIsOuterOpen] = useState(false);
  const [isInnerOpen, setIsInnerOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setIsOuterOpen(true)}>
        Open
      </button>
      {isOuterOpen ? (
        <Dialog labelId="outer-title" onClose={() => setIsOuterOpen(false)}>
          <h2 id="outer-title">Outer</h2>
          <label>
            Name
            <input />
          </label>
          <button type="button" onClick={() => setIsInnerOpen(true)}>
            Open inner
          </button>
          {isInnerOpen ? (
            <Dialog labelId="inner-title" onClose={() => setIsInnerOpen(false)}>
              <h2 id="inner-title">Inner</h2>
              <button type="button">Inside inner</button>
            </Dialog>
          ) : null}
        </Dialog>
      ) : null}
      <button type="button">After</button>
    </main>
  );
}

async function openOuter() {
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await userEvent.click(opener);
  return { opener, outer: screen.getByRole('dialog', { name: 'Outer' }) };
}

const isFocusIn = (element: HTMLElement) => element.contains(document.activeElement);

describe('the modal kit (Dialog and Sheet)', () => {
  it('moves the focus into the dialog when it opens and gives it back to the opener when it closes', async () => {
    const { opener, outer } = await openOuter();
    expect(isFocusIn(outer)).toBe(true);
    await userEvent.click(within(outer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab and Shift+Tab inside the dialog, going round its controls', async () => {
    const { outer } = await openOuter();
    const reached = new Set<string>();
    for (let press = 0; press < 5; press += 1) {
      await userEvent.keyboard('{Tab}');
      expect(isFocusIn(outer)).toBe(true);
      reached.add(document.activeElement?.textContent || document.activeElement?.tagName || '');
    }
    expect([...reached].sort()).toEqual(['Close', 'INPUT', 'Open inner']);
    for (let press = 0; press < 5; press += 1) {
      await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
      expect(isFocusIn(outer)).toBe(true);
    }
  });

  it('closes only the top dialog on Escape, then the one under it', async () => {
    const { opener, outer } = await openOuter();
    const openInner = within(outer).getByRole('button', { name: 'Open inner' });
    openInner.focus();
    await userEvent.keyboard('{Enter}');
    const inner = screen.getByRole('dialog', { name: 'Inner' });
    expect(isFocusIn(inner)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    expect(document.activeElement).toBe(openInner);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('locks the page scroll while any dialog is open and unlocks it when the last one closes', async () => {
    expect(document.body.style.overflow).toBe('');
    const { outer } = await openOuter();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(within(outer).getByRole('button', { name: 'Open inner' }));
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a tap on the backdrop, not on a tap inside', async () => {
    const { outer } = await openOuter();
    await userEvent.click(within(outer).getByRole('heading', { name: 'Outer' }));
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    // The backdrop belongs to the <dialog> itself: a tap on it has the dialog as its target.
    await userEvent.click(outer);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a Sheet is the same modal: named by its title, focus inside, scroll locked, Escape closes it', async () => {
    function SheetPage() {
      const [isOpen, setIsOpen] = useState(true);
      return isOpen ? (
        <Sheet title="Filter" onClose={() => setIsOpen(false)}>
          <button type="button">Apply</button>
        </Sheet>
      ) : null;
    }
    render(<SheetPage />);
    const sheet = screen.getByRole('dialog', { name: 'Filter' });
    expect(isFocusIn(sheet)).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });
});
