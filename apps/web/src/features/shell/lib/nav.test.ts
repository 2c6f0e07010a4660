import { describe, expect, it } from 'vitest';
import { badgeText, isTabActive, tabsFor } from './nav';

describe('tabsFor', () => {
  it('gives founders Home, Swipe, Matches, Challenge, Chat', () => {
    expect(tabsFor('FOUNDER').map((t) => [t.label, t.path])).toEqual([
      ['Home', '/app'],
      ['Swipe', '/app/swipe'],
      ['Matches', '/app/matches'],
      ['Challenge', '/app/challenge'],
      ['Chat', '/app/chat'],
    ]);
  });
  it('gives investors Home, Invest, Connections, Challenge, Chat', () => {
    expect(tabsFor('INVESTOR').map((t) => [t.label, t.path])).toEqual([
      ['Home', '/app'],
      ['Invest', '/app/investor'],
      ['Connections', '/app/matches'],
      ['Challenge', '/app/challenge'],
      ['Chat', '/app/chat'],
    ]);
  });
});

describe('isTabActive', () => {
  const [home, swipe, matches] = tabsFor('FOUNDER');
  it('makes Home active only on exactly /app', () => {
    expect(isTabActive(home!, '/app')).toBe(true);
    expect(isTabActive(home!, '/app/')).toBe(true);
    expect(isTabActive(home!, '/app/swipe')).toBe(false);
    expect(isTabActive(home!, '/app/profile')).toBe(false);
  });
  it('makes a tab active when the path starts with /app/{id}', () => {
    expect(isTabActive(swipe!, '/app/swipe')).toBe(true);
    expect(isTabActive(swipe!, '/app/swipe/anything')).toBe(true);
    expect(isTabActive(swipe!, '/app/swiped')).toBe(false);
    expect(isTabActive(matches!, '/app/swipe')).toBe(false);
  });
});

describe('badgeText', () => {
  it('hides at 0, shows 1 to 9, then 9+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-2)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });
});
