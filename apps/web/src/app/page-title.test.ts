import { describe, expect, it } from 'vitest';
import { LANDING_TITLE, pageTitle } from './page-title';

describe('pageTitle', () => {
  it('names each screen, then the brand; the landing keeps its own title', () => {
    expect(pageTitle('/', 'FOUNDER')).toBe(LANDING_TITLE);
    expect(pageTitle('/join', 'FOUNDER')).toBe(LANDING_TITLE);
    expect(pageTitle('/app', 'FOUNDER')).toBe('Home – SeedMatch');
    expect(pageTitle('/app/swipe', 'FOUNDER')).toBe('Swipe ideas – SeedMatch');
    expect(pageTitle('/app/investor/', 'INVESTOR')).toBe('Investor Feed – SeedMatch');
    expect(pageTitle('/terms', 'FOUNDER')).toBe('Terms of Service – SeedMatch');
  });

  it('says Connections to an investor where a founder reads Matches, as their tabs do', () => {
    expect(pageTitle('/app/matches', 'FOUNDER')).toBe('Matches – SeedMatch');
    expect(pageTitle('/app/matches', 'INVESTOR')).toBe('Connections – SeedMatch');
  });

  it('gives a liker and an admin section their screen’s name, and anything else "Page not found"', () => {
    expect(pageTitle('/app/likes-you/3f1c', 'FOUNDER')).toBe('Likes you – SeedMatch');
    expect(pageTitle('/admin/users', 'FOUNDER')).toBe('Admin – SeedMatch');
    expect(pageTitle('/app/nothing-here', 'FOUNDER')).toBe('Page not found – SeedMatch');
    expect(pageTitle('/app/swipe/extra', 'FOUNDER')).toBe('Page not found – SeedMatch');
  });
});
