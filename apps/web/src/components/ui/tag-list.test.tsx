import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { TagList } from './tag-list';

const tenTags = Array.from({ length: 10 }, (_, i) => `${i}-sustainability-circular-econo`);

describe('TagList', () => {
  it('shows the first `max` tags and "+N" for the rest, each tag whole in its tooltip', () => {
    render(<TagList tags={tenTags} max={3} />);
    const items = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([...tenTags.slice(0, 3), '+7']);
    expect(items[0]!.getAttribute('title')).toBe(tenTags[0]);
    expect(screen.getByRole('listitem', { name: '7 more tags' }).textContent).toBe('+7');
  });

  it('shows every tag without `max`', () => {
    render(<TagList tags={tenTags} />);
    expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(10);
  });
});
