import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Idea } from '@seedmatch/shared/ideas';
import { DeckCard } from './deck-card';

afterEach(() => vi.restoreAllMocks());

const TAGS = Array.from({ length: 10 }, (_, i) => `Sustainable infrastructures ${String(i + 1).padStart(2, '0')}`);
const PITCH = `${'Universities rent idle centrifuges to startups by the hour, '.repeat(4)}and the pitch ends here.`;

function anIdea(overrides: Partial<Idea> = {}, user: Partial<Idea['user']> = {}): Idea {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Lab Share',
    pitch: PITCH,
    description: PITCH,
    tags: ['Science', 'B2B'],
    swipeRights: 3,
    createdAt: '2026-11-20T10:00:00.000Z',
    userId: 'owner-1',
    user: {
      id: 'owner-1',
      name: 'Olga Owner',
      bio: 'Built two logistics startups.',
      skills: ['Rust', 'Design', 'Sales', 'Ops'],
      avatarUrl: null,
      title: 'CTO',
      location: 'Lisbon',
      interests: ['Climate'],
      lookingFor: ['Designer', 'Marketer'],
      ...user,
    },
    ...overrides,
  };
}

function renderCard(idea: Idea) {
  const onSwipe = vi.fn();
  const view = render(<DeckCard idea={idea} leaving={null} onSwipe={onSwipe} />);
  return { ...view, onSwipe, card: screen.getByRole('article', { name: idea.title }) };
}

/** What a browser lays out for a card too short for its text: a 48 px pitch box, 24 px lines, 120 px of text. */
function layOutTooShort(boxHeight = 48) {
  const clientHeight = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(boxHeight);
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(120);
  const real = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation(
    (element, pseudo) =>
      new Proxy(real(element, pseudo), { get: (style, key) => (key === 'lineHeight' ? '24px' : Reflect.get(style, key)) }),
  );
  return clientHeight;
}

/** The lines the pitch is clamped to (set as `-webkit-line-clamp`, which the test DOM doesn't keep). */
const pitchLines = (pitch: HTMLElement) => pitch.dataset.lines;

describe('DeckCard', () => {
  it('shows who is behind the idea: initials without a photo, name, title and top three skills, what they look for', () => {
    const { card } = renderCard(anIdea());
    const owner = within(card).getByRole('button', { name: /Olga Owner/ });
    expect(owner.textContent).toContain('OO');
    expect(owner.textContent).toContain('CTO · Rust, Design, Sales');
    expect(owner.textContent).not.toContain('Ops');
    expect(owner.textContent).toContain('Looking for Designer, Marketer');
    expect(within(card).getByRole('heading', { level: 2, name: 'Lab Share' })).toBeTruthy();
    const facts = card.querySelector('dl')!;
    // Each fixed value says what it is, on screen and not only to a screen reader.
    expect([...facts.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.className.includes('sr-only')])).toEqual([
      ['Category', false],
      ['Difficulty', false],
      ['Potential', false],
    ]);
    expect([...facts.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['Startup', 'Medium', '$10M+']);
    expect(within(card).getByText('3 likes')).toBeTruthy();
  });

  it('shows the Google photo when the owner has one, and the initials if it fails to load', () => {
    const { card } = renderCard(anIdea({}, { avatarUrl: 'https://lh3.googleusercontent.com/a/olga' }));
    const photo = card.querySelector('img')!;
    expect(photo.getAttribute('src')).toBe('https://lh3.googleusercontent.com/a/olga');
    expect(within(card).getByRole('button', { name: /Olga Owner/ }).textContent).not.toContain('OO');
    fireEvent.error(photo);
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByRole('button', { name: /Olga Owner/ }).textContent).toContain('OO');
  });

  it('collapses tags past three into "+N" and "Read more" opens the whole idea in a labelled sheet', async () => {
    const { card } = renderCard(anIdea({ tags: TAGS }));
    const tags = within(card).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([TAGS[0], TAGS[1], TAGS[2], '+77 more tags']);
    await userEvent.click(within(card).getByRole('button', { name: 'Read more' }));
    const sheet = screen.getByRole('dialog', { name: 'Lab Share' });
    expect(sheet.textContent).toContain(PITCH);
    expect(sheet.textContent).toContain('by Olga Owner');
    expect(
      within(sheet)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(TAGS);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('clamps a pitch longer than its box to the lines that fit, and then offers "Read more"', () => {
    layOutTooShort();
    const { card } = renderCard(anIdea());
    const pitch = within(card).getByText(PITCH);
    expect(pitchLines(pitch)).toBe('2');
    expect(within(card).getByRole('button', { name: 'Read more' })).toBeTruthy();
  });

  it('measures the pitch again once the card has settled, so a first measure in a box still growing never leaves one line', async () => {
    const boxHeight = layOutTooShort(24);
    const { card } = renderCard(anIdea());
    const pitch = within(card).getByText(PITCH);
    expect(pitchLines(pitch)).toBe('1');
    // The stage takes its height (or the fonts load) after the first layout, without a resize of the window.
    boxHeight.mockReturnValue(96);
    await waitFor(() => expect(pitchLines(pitch)).toBe('4'));
  });

  it('offers no "Read more" when everything is on the card', () => {
    const { card } = renderCard(anIdea({ pitch: 'Short pitch.', description: 'Short pitch.' }));
    expect(within(card).queryByRole('button', { name: 'Read more' })).toBeNull();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Science', 'B2B']);
  });

  it("opens the owner's profile as a sheet that keeps focus inside, closes on Escape and gives focus back", async () => {
    const { card } = renderCard(anIdea());
    const strip = within(card).getByRole('button', { name: /Olga Owner/ });
    await userEvent.click(strip);
    const sheet = screen.getByRole('dialog', { name: 'Olga Owner' });
    expect(sheet.textContent).toContain('CTO · Lisbon');
    expect(sheet.textContent).toContain('Built two logistics startups.');
    expect(within(sheet).getByRole('list', { name: 'Skills' }).textContent).toBe('RustDesignSalesOps');
    expect(within(sheet).getByRole('list', { name: 'Interests' }).textContent).toBe('Climate');
    expect(within(sheet).getByRole('list', { name: 'Looking for' }).textContent).toBe('DesignerMarketer');
    for (const key of ['{Tab}', '{Tab}', '{Shift>}{Tab}{/Shift}', '{Tab}']) {
      await userEvent.keyboard(key);
      expect(sheet.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(strip);
  });

  it('keeps keys pressed in a sheet from reaching the deck behind it', async () => {
    const { card } = renderCard(anIdea());
    const deckKeys = vi.fn();
    window.addEventListener('keydown', deckKeys);
    await userEvent.click(within(card).getByRole('button', { name: /Olga Owner/ }));
    await userEvent.keyboard('{ArrowLeft}{ArrowRight}');
    window.removeEventListener('keydown', deckKeys);
    expect(deckKeys).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Olga Owner' })).toBeTruthy();
  });
});
