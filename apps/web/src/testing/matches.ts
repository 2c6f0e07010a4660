import type { MatchListItem, PartnerProfile } from '@seedmatch/shared/matches';

/** A match with Pia Partner over Compost Club, its chat room open. */
export const aMatch = (overrides: Partial<MatchListItem> = {}): MatchListItem => ({
  id: 'm1',
  kind: 'match',
  ideaTitle: 'Compost Club',
  createdAt: '2026-11-20T10:00:00.000Z',
  partnerId: 'p1',
  partnerName: 'Pia Partner',
  partnerEmail: 'pia@example.com',
  chatRoom: { id: 'room-1' },
  ...overrides,
});

/** The partner of `aMatch`, with every part of their profile filled. */
export const aPartner = (overrides: Partial<PartnerProfile> = {}): PartnerProfile => ({
  id: 'p1',
  name: 'Pia Partner',
  avatarUrl: null,
  role: 'FOUNDER',
  title: 'CTO',
  location: 'Berlin',
  bio: 'Composts everything',
  skills: ['Go'],
  interests: ['Climate'],
  lookingFor: ['Designer'],
  ideas: [{ id: 'i1', title: 'Compost Club', pitch: 'Neighbourhood composting', tags: ['Climate'] }],
  ...overrides,
});
