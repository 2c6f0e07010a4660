import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { EllipsisVertical } from 'lucide-react';
import { Icon } from './icon';

type MenuItem = { label: string; onSelect: () => void; isDestructive?: boolean };

type Props = {
  /** Names the button, e.g. "Conversation options". */
  label: string;
  items: MenuItem[];
  /** `md`: a 44 px button, for a screen's own menu; `sm`: 28 px, for one repeated on every message. */
  size?: 'md' | 'sm';
};

const EDGE = 8;
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

const itemsOf = (menu: HTMLElement | null) => Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/** Puts the open menu under its button, or above it when there is no room below, always inside the screen. */
function place(menu: HTMLElement, button: HTMLElement) {
  const anchor = button.getBoundingClientRect();
  const left = Math.max(EDGE, Math.min(anchor.right - menu.offsetWidth, window.innerWidth - menu.offsetWidth - EDGE));
  const fitsBelow = anchor.bottom + 4 + menu.offsetHeight <= window.innerHeight - EDGE;
  const top = fitsBelow ? anchor.bottom + 4 : Math.max(EDGE, anchor.top - 4 - menu.offsetHeight);
  menu.style.left = `${left}px`;
  menu.style.top = `${top}px`;
}

/**
 * A menu button (the WAI-ARIA menu button pattern): click, Enter, Space or ↓ opens it on the first item, ↑
 * on the last; arrows, Home and End move; Escape or a tap outside closes it and gives focus back to the
 * button. The menu is fixed to the screen, so a scrolling list or a dialog never clips it.
 */
export function Menu({ label, items, size = 'md' }: Props) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const isOpen = openAt !== null;

  const close = useCallback(() => {
    buttonRef.current?.focus();
    setOpenAt(null);
  }, []);

  useLayoutEffect(() => {
    const menu = menuRef.current;
    const button = buttonRef.current;
    if (openAt === null || !menu || !button) return;
    const reposition = () => place(menu, button);
    reposition();
    itemsOf(menu)[openAt]?.focus();
    window.addEventListener('resize', reposition);
    window.addEventListener('scroll', reposition, true);
    return () => {
      window.removeEventListener('resize', reposition);
      window.removeEventListener('scroll', reposition, true);
    };
  }, [openAt]);

  useEffect(() => {
    if (!isOpen) return;
    const onOutside = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || menuRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      // A tap on something that takes no focus leaves it on the button instead of dropping it on the page.
      if (!target.closest(FOCUSABLE)) event.preventDefault();
      close();
    };
    document.addEventListener('mousedown', onOutside);
    return () => document.removeEventListener('mousedown', onOutside);
  }, [isOpen, close]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpenAt(event.key === 'ArrowDown' ? 0 : items.length - 1);
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = itemsOf(menuRef.current);
    const at = all.findIndex((item) => item === document.activeElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      all[(next + all.length) % all.length]?.focus();
    } else if (event.key === 'Escape') {
      // Stops here (nor does the browser cancel a native dialog around it), so that dialog stays open.
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      // From the button, Tab goes on to the next control as if the menu had never opened.
      close();
    }
  };

  return (
    <>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => (isOpen ? close() : setOpenAt(0))}
        onKeyDown={onButtonKeyDown}
        className={`flex shrink-0 items-center justify-center rounded-lg text-zinc-600 transition-colors duration-(--duration-quick) ease-standard hover:bg-zinc-200/60 focus-visible:outline-2 focus-visible:outline-brand-600 ${size === 'md' ? 'h-11 w-11' : 'h-7 w-7'}`}
      >
        <Icon icon={EllipsisVertical} size={size === 'md' ? 22 : 16} />
      </button>
      {isOpen ? (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
          className="fixed z-[70] w-max max-w-[calc(100vw-1rem)] min-w-48 rounded-control border border-zinc-200 bg-white py-1 text-left shadow-(--elevation-overlay)"
        >
          {items.map((item) => (
            <li key={item.label} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close();
                  item.onSelect();
                }}
                className={`flex min-h-11 w-full items-center px-4 text-left text-sm font-medium outline-none ${
                  item.isDestructive ? 'text-red-700 hover:bg-red-50 focus:bg-red-50' : 'text-zinc-800 hover:bg-zinc-100 focus:bg-zinc-100'
                }`}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
