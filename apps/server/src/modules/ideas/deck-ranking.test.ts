import { describe, expect, it } from 'vitest';
import { interestKeys, rankDeck } from './deck-ranking';

const idea = (id: string, tagKeys: string[], swipeRights: number, day: number) => ({
  id,
  tagKeys,
  swipeRights,
  createdAt: new Date(Date.UTC(2026, 10, day)),
});

describe('rankDeck', () => {
  it('puts more shared tags first, then more right swipes, then newer', () => {
    const ideas = [
      idea('popular', ['fintech'], 90, 1),
      idea('one-shared-new', ['ai'], 0, 20),
      idea('two-shared', ['ai', 'health'], 0, 1),
      idea('one-shared-liked', ['health'], 5, 1),
      idea('fresh', [], 0, 21),
    ];
    expect(rankDeck(ideas, ['ai', 'health']).map((i) => i.id)).toEqual([
      'two-shared',
      'one-shared-liked',
      'one-shared-new',
      'popular',
      'fresh',
    ]);
  });

  it('ranks by right swipes then freshness for a user with no interests, stable on ties', () => {
    const ideas = [idea('b', [], 1, 1), idea('a', [], 1, 1), idea('c', [], 1, 2), idea('d', [], 3, 1)];
    expect(rankDeck(ideas, []).map((i) => i.id)).toEqual(['d', 'c', 'a', 'b']);
  });
});

describe('interestKeys', () => {
  it('lower-cases, trims and de-duplicates skills and interests', () => {
    expect(interestKeys([' AI ', 'Go'], ['ai', 'Health', ''])).toEqual(['ai', 'go', 'health']);
  });
});
