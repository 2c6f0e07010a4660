import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setViewport } from '../../../testing/viewport';
import { TagFilter } from './tag-filter';

const TAGS = Array.from({ length: 45 }, (_, i) => `Tag ${i + 1}`);

function Filter({ tags = TAGS, onChange = vi.fn() }: { tags?: readonly string[]; onChange?: (tag: string | null) => void }) {
  const [active, setActive] = useState<string | null>(null);
  return (
    <TagFilter
      tags={tags}
      active={active}
      onChange={(tag) => {
        setActive(tag);
        onChange(tag);
      }}
    />
  );
}

const chipNames = () =>
  within(screen.getByRole('group', { name: 'Filter by tag' }))
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('aria-pressed'))
    .map((chip) => chip.textContent);

describe('TagFilter', () => {
  it('keeps every tag in one scrolling row on a phone, with nothing to expand', () => {
    render(<Filter />);
    expect(chipNames()).toHaveLength(46);
    expect(screen.queryByRole('button', { name: /More tags/ })).toBeNull();
  });

  it('from 1024 px shows a dozen tags behind "More tags", which expands and collapses them and says so', async () => {
    setViewport(1440, 900);
    render(<Filter />);
    expect(chipNames()).toEqual(['All', ...TAGS.slice(0, 12)]);
    const more = screen.getByRole('button', { name: 'More tags (33)' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(more);
    expect(chipNames()).toEqual(['All', ...TAGS]);
    const fewer = screen.getByRole('button', { name: 'Fewer tags' });
    expect(fewer.getAttribute('aria-expanded')).toBe('true');
    // A tag chosen among the extra ones stays in sight once they are folded away.
    await userEvent.click(screen.getByRole('button', { name: 'Tag 40' }));
    await userEvent.click(fewer);
    expect(chipNames()).toEqual(['All', ...TAGS.slice(0, 11), 'Tag 40']);
    expect(screen.getByRole('button', { name: 'Tag 40' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('folds long tags to fewer chips, so the folded filter stays about a row however long the tags are', async () => {
    setViewport(1440, 900);
    const longest = Array.from({ length: 20 }, (_, i) => `Tag ${i + 1} `.padEnd(30, 'x'));
    render(<Filter tags={longest} />);
    expect(chipNames()).toEqual(['All', ...longest.slice(0, 3)]);
    await userEvent.click(screen.getByRole('button', { name: 'More tags (17)' }));
    await userEvent.click(screen.getByRole('button', { name: longest[9]! }));
    await userEvent.click(screen.getByRole('button', { name: 'Fewer tags' }));
    expect(chipNames()).toEqual(['All', ...longest.slice(0, 2), longest[9]]);
  });

  it('offers no "More tags" when a dozen short tags all fit', () => {
    setViewport(1440, 900);
    render(<Filter tags={TAGS.slice(0, 12)} />);
    expect(chipNames()).toHaveLength(13);
    expect(screen.queryByRole('button', { name: /More tags/ })).toBeNull();
  });
});
