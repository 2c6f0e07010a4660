import { describe, expect, it } from 'vitest';
import { cafe, compost, dashboard, emptyDashboard, feedItem, nameless, pets, solar, tutor } from '../../../testing/investor';
import { builderIdeaIds, distinctTags, feedItems, feedSections, isDashboardEmpty } from './feed';

const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

describe('investor feed helpers', () => {
  it('knows an empty dashboard', () => {
    expect(isDashboardEmpty(emptyDashboard)).toBe(true);
    expect(isDashboardEmpty({ ...emptyDashboard, newBuilders: [pets] })).toBe(false);
  });

  it('keeps each item once across the three lists', () => {
    expect(feedItems(dashboard).map((item) => item.id)).toEqual([compost, solar, tutor, cafe, pets, nameless].map((item) => item.id));
  });

  it('lists every tag once in first-seen order', () => {
    expect(distinctTags([compost, solar, pets])).toEqual(['Climate', 'Community', 'Energy', 'Pets', 'AI', 'Local']);
  });

  it('splits the matches into top 3, newest 2 and the rest', () => {
    const sections = feedSections(feedItems(dashboard), builderIdeaIds(dashboard), '', null);
    expect(titles(sections.top)).toEqual(['Compost Club', 'Solar Share', 'Tutor Match']);
    expect(titles(sections.newest)).toEqual(['Pet Pals', '']);
    expect(titles(sections.rest)).toEqual(['Quiet Cafe']);
    expect(sections.matches).toHaveLength(6);
  });

  it('applies search and tag together before choosing the sections', () => {
    const sections = feedSections(feedItems(dashboard), builderIdeaIds(dashboard), ' climate ', null);
    expect(sections.matches).toEqual([]);
    const ai = feedSections(feedItems(dashboard), builderIdeaIds(dashboard), '', 'AI');
    expect(titles(ai.top)).toEqual(['Tutor Match', 'Pet Pals', '']);
    expect(ai.rest).toEqual([]);
  });

  it('shows an idea once, as its MVP, and New Builders are the two newest founders not already on top', () => {
    const mvp = { ...compost, id: '00000000-0000-4000-8000-000000000901', type: 'submission' as const };
    const newcomer = feedItem({
      n: 7,
      title: 'Newcomer idea',
      description: 'Fresh',
      author: 'Nia New',
      tags: [],
      creditScore: 1,
      hours: 0,
    });
    const withMvp = { ...dashboard, recentSubmissions: [mvp], newBuilders: [compost, newcomer, pets, nameless] };
    const items = feedItems(withMvp);
    expect(items.filter((item) => item.ideaId === compost.ideaId)).toEqual([mvp]);
    const sections = feedSections(items, builderIdeaIds(withMvp), '', null);
    expect(titles(sections.top)).toEqual(['Compost Club', 'Solar Share', 'Tutor Match']);
    expect(titles(sections.newest)).toEqual(['Newcomer idea', 'Pet Pals']);
    const everyCard = [...sections.top, ...sections.newest, ...sections.rest].map((item) => item.ideaId);
    expect(new Set(everyCard).size).toBe(everyCard.length);
  });
});
