import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setViewport } from '../../../testing/viewport';
import { TagFilter } from './tag-filter';

const TAGS = Array.from({ length: 45 }, (_, i) => `Tag ${i + 1}`);

function Filter({ onChange = vi.fn() }: { onChange?: (tag: string | null) => void }) {
  const [active, setActive] = useState<string | null>(null);
  return (
    <TagFilter
      tags={TAGS}
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
});
