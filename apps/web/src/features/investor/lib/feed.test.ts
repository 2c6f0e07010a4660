import { describe, expect, it } from 'vitest';
import { cafe, compost, dashboard, emptyDashboard, nameless, pets, solar, tutor } from '../components/investor-test-data';
import { distinctTags, feedItems, feedSections, isDashboardEmpty } from './feed';

const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

describe('investor feed helpers', () => {
  it('knows an empty dashboard', () => {
    expect(isDashboardEmpty(emptyDashboard)).toBe(true);
    expect(isDashboardEmpty({ ...emptyDashboard, newBuilders: [pets] })).toBe(false);
  });

  it('keeps each item once across the three lists', () => {
    expect(feedItems(dashboard).map((item) => item.id)).toEqual([compost, solar, tutor, cafe, nameless, pets].map((item) => item.id));
  });

  it('lists every tag once in first-seen order', () => {
    expect(distinctTags([compost, solar, pets])).toEqual(['Climate', 'Community', 'Energy', 'Pets', 'AI', 'Local']);
  });

  it('splits the matches into top 3, newest 2 and the rest', () => {
    const sections = feedSections(feedItems(dashboard), '', null);
    expect(titles(sections.top)).toEqual(['Compost Club', 'Solar Share', 'Tutor Match']);
    expect(titles(sections.newest)).toEqual(['Pet Pals', '']);
    expect(titles(sections.rest)).toEqual(['Quiet Cafe']);
    expect(sections.matches).toHaveLength(6);
  });

  it('applies search and tag together before choosing the sections', () => {
    const sections = feedSections(feedItems(dashboard), ' climate ', null);
    expect(sections.matches).toEqual([]);
    const ai = feedSections(feedItems(dashboard), '', 'AI');
    expect(titles(ai.top)).toEqual(['Tutor Match', 'Pet Pals', '']);
    expect(ai.rest).toEqual([]);
  });
});
