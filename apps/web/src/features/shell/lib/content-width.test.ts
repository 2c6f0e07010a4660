import { describe, expect, it } from 'vitest';
import { contentWidth, fillsScreen } from './content-width';

describe('contentWidth', () => {
  it('gives the chat, the investor feed and the matches the most room, lists of cards and the deck with its details the next', () => {
    expect(contentWidth('/app/chat')).toContain('lg:max-w-6xl');
    expect(contentWidth('/app/investor')).toContain('lg:max-w-6xl');
    expect(contentWidth('/app')).toContain('lg:max-w-5xl');
    expect(contentWidth('/app/')).toContain('lg:max-w-5xl');
    expect(contentWidth('/app/matches')).toContain('lg:max-w-6xl');
    expect(contentWidth('/app/challenge')).toContain('lg:max-w-5xl');
    expect(contentWidth('/app/submit-idea')).toContain('lg:max-w-5xl');
    expect(contentWidth('/app/swipe')).toContain('lg:max-w-5xl');
  });

  it('keeps screens of running text narrow, a liker’s page included', () => {
    expect(contentWidth('/app/profile')).toContain('lg:max-w-2xl');
    expect(contentWidth('/app/likes-you/u1')).toContain('lg:max-w-2xl');
    expect(contentWidth('/app/how-it-works')).toContain('lg:max-w-2xl');
  });

  it('changes nothing below 1024 px', () => {
    for (const path of ['/app', '/app/chat', '/app/swipe', '/app/profile']) {
      expect(
        contentWidth(path)
          .split(' ')
          .every((name) => name.startsWith('lg:')),
      ).toBe(true);
    }
  });
});

describe('fillsScreen', () => {
  it('lets the deck alone fill the window’s height', () => {
    expect(fillsScreen('/app/swipe')).toBe(true);
    expect(fillsScreen('/app/swipe/')).toBe(true);
    for (const path of ['/', '/app', '/app/chat', '/app/matches', '/app/swipe-tips']) expect(fillsScreen(path)).toBe(false);
  });
});
