/**
 * How wide a screen's content grows from 1024 px (docs/decisions/0040): the chat's two panes, the
 * investor grid and the matches widest, lists of cards in two columns, the challenge and the idea form in two
 * columns of their own (docs/decisions/0053), the deck a wide card with its details beside it, and screens of running
 * text narrow enough that no line passes about 75 characters. Below 1024 px none of these apply.
 */
const WIDTHS: Record<string, string> = {
  chat: 'lg:max-w-6xl',
  investor: 'lg:max-w-6xl lg:px-4',
  '': 'lg:max-w-5xl lg:px-4',
  matches: 'lg:max-w-6xl lg:px-4',
  // Two columns of their own (docs/decisions/0053): the challenge beside what one does in it, the form beside its preview.
  challenge: 'lg:max-w-5xl lg:px-4',
  'submit-idea': 'lg:max-w-5xl lg:px-4',
  'likes-you': 'lg:max-w-5xl lg:px-4',
  'my-ideas': 'lg:max-w-5xl lg:px-4',
  referrals: 'lg:max-w-5xl lg:px-4',
  // The deck and, beside it, the card's founder, what comes next and the keys (docs/decisions/0053).
  swipe: 'lg:max-w-5xl lg:px-4',
};
const TEXT_WIDTH = 'lg:max-w-2xl lg:px-4';

/** The `lg:` width classes of the screen at `pathname` (an /app path). */
export function contentWidth(pathname: string): string {
  const screen = pathname.replace(/^\/app\/?/, '').replace(/\/+$/, '');
  return WIDTHS[screen] ?? TEXT_WIDTH;
}

/**
 * Whether the screen at `pathname` fills the window's height below what sits above it (the demo notice, the
 * header), down to the tab bar: the deck, whose Pass and Like stay on screen without scrolling. Laid out by
 * CSS (a column of flexible boxes from the page's frame down to the deck), so nothing is measured.
 */
export function fillsScreen(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === '/app/swipe';
}
